import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/v4';
import { insertTeamSchema, type Team } from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';
import { splitFeatures } from './features-text';

export type TeamBody = z.output<typeof insertTeamSchema>;

/** The team entity as the form holds it: features as one line of text; the image comes from the picker. */
export const teamFormSchema = insertTeamSchema
  .omit({ features: true, imageUrl: true })
  .extend({ features: z.string().transform(splitFeatures) });

export const teamsListKey = [api.teams];

export const useTeams = () => useQuery<Team[]>({ queryKey: teamsListKey });

export const useTeamMutations = () =>
  useCrudMutations<Team, TeamBody>({
    adminPath: 'teams',
    // Deleting a team unassigns its players, so the player list changes too.
    invalidates: [api.teams, api.players],
    label: 'Team',
  });
