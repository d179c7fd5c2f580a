import type { Player, Team } from '../../../../../shared/schema';

export type ProfileStats = {
  totalPlayers: number;
  totalCoaches: number;
  /** Rounded mean over players with an age; 'N/A' when none has one (docs/product.md "Constants and limits"). */
  averagePlayerAge: number | 'N/A';
  /** Teams with at least one player. */
  teamsWithPlayers: number;
};

export function profileStats(
  players: readonly Pick<Player, 'age' | 'teamId'>[],
  coachCount: number,
  teams: readonly Pick<Team, 'id'>[],
): ProfileStats {
  const ages = players.map((player) => player.age).filter((age): age is number => typeof age === 'number');
  const teamIds = new Set(players.map((player) => player.teamId));
  return {
    totalPlayers: players.length,
    totalCoaches: coachCount,
    averagePlayerAge: ages.length ? Math.round(ages.reduce((sum, age) => sum + age, 0) / ages.length) : 'N/A',
    teamsWithPlayers: teams.filter((team) => teamIds.has(team.id)).length,
  };
}
