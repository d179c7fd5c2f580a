import { useQuery } from '@tanstack/react-query';
import {
  type Coach,
  insertCoachSchema,
  insertPlayerSchema,
  type Player,
  type Team,
} from '../../../../../shared/schema';
import { api } from '../../../../lib/paths';
import { useCrudMutations } from '../../lib/crud-mutations';

/** Players and coaches as their forms hold them; the photo is the optional multipart file 'photo'. */
export const playerFormSchema = insertPlayerSchema.omit({ photoUrl: true });
export const coachFormSchema = insertCoachSchema.omit({ photoUrl: true });

export const playersListKey = [api.players];
export const coachesListKey = [api.coaches];

export const usePlayers = () => useQuery<Player[]>({ queryKey: playersListKey });
export const useCoaches = () => useQuery<Coach[]>({ queryKey: coachesListKey });
/** The profiles screen reads teams for their id and name. */
export const useTeamOptions = () => useQuery<Team[]>({ queryKey: [api.teams] });

export const usePlayerMutations = () =>
  useCrudMutations<Player, FormData>({ adminPath: 'players', invalidates: [api.players], label: 'Player' });

export const useCoachMutations = () =>
  useCrudMutations<Coach, FormData>({ adminPath: 'coaches', invalidates: [api.coaches], label: 'Coach' });
