// The players, teams and tours a charge can be for. A Treasurer may not read the staff's players list (it is
// 'players' permission), so they choose among the players the public list shows.
import { useQuery } from '@tanstack/react-query';
import { listPath, portalListPath } from '../../../../../shared/entities';
import { useSignedInUser } from '../../../../lib/auth';
import { useEntityList } from '../../../../lib/entity-queries';
import { may } from '../../lib/section-access';
import type { Option } from '../../ui/select-options';

const byName = (a: Option, b: Option) => a.label.localeCompare(b.label);

export function usePlayerOptions(): Option[] {
  const staffList = may(useSignedInUser(), 'players');
  const players = useQuery<{ id: string; name: string }[]>({
    queryKey: [staffList ? portalListPath('players') : listPath('players')],
  });
  return (players.data ?? []).map((player) => ({ value: player.id, label: player.name })).sort(byName);
}

export function useTeamOptions(): Option[] {
  return (useEntityList('teams').data ?? []).map((team) => ({ value: team.id, label: team.name }));
}

export function useTourOptions(): Option[] {
  return (useEntityList('tours').data ?? []).map((tour) => ({ value: tour.id, label: tour.title }));
}
