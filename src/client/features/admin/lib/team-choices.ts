// The teams a portal form offers: a Coach picks only their own teams (the server refuses another team's fixtures
// and players, ADR 040), everyone else any team.

import { useSignedInUser } from '../../../lib/auth';
import { usePortalList } from '../../../lib/entity-queries';
import { teamChoices } from './section-access';

export function useTeamChoices() {
  const user = useSignedInUser();
  const teams = usePortalList('teams');
  // A Coach's items must belong to one of their teams: their forms offer no 'No team'.
  return { ...teams, data: teams.data && teamChoices(user, teams.data), teamRequired: user?.role === 'coach' };
}
