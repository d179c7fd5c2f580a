// The teams a portal screen offers: the portal's list (also teams the website does not show yet) for those who may
// change the content, the website's list for a Coach, who may not read the content lists; a Coach picks only
// their own teams (the server refuses another team's fixtures and players, ADR 040).
import { useQuery } from '@tanstack/react-query';
import { listPath, portalListPath } from '../../../../shared/entities';
import type { Team } from '../../../../shared/schema';
import { useAuth } from '../../../lib/auth';
import { may, teamChoices } from './section-access';

type TeamChoice = Pick<Team, 'id' | 'name'>;

/** Every team the person may read, in display order. */
export function useTeams() {
  const { user } = useAuth();
  const path = may(user, 'content') ? portalListPath('teams') : listPath('teams');
  return useQuery<TeamChoice[]>({ queryKey: [path] });
}

/** The teams the person may choose in a form. */
export function useTeamChoices() {
  const { user } = useAuth();
  const teams = useTeams();
  return { ...teams, data: teams.data && teamChoices(user, teams.data) };
}
