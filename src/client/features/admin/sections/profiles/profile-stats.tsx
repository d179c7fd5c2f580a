import { ageOf } from '../../../../../shared/date-of-birth';
import type { PublicRow } from '../../../../../shared/entities';
import type { Coach, Player } from '../../../../../shared/schema';
import { useClubToday } from '../../../../lib/club-time-zone';
import { profileStats } from './stats';

/** The four stat cards of the profiles screen (docs/product.md "Screens and routes"). */
export function ProfileStatCards({
  players,
  coaches,
  teams,
}: {
  players: Player[];
  coaches: Coach[];
  teams: PublicRow<'teams'>[];
}) {
  // Ages as the cards show them: from the date of birth on the club's day when there is one.
  const today = useClubToday();
  const aged = players.map((player) => ({ teamId: player.teamId, age: ageOf(player, today) }));
  const stats = profileStats(aged, coaches.length, teams);
  const cards: [label: string, value: number | string][] = [
    ['Total Players', stats.totalPlayers],
    ['Total Coaches', stats.totalCoaches],
    ['Avg Player Age', stats.averagePlayerAge],
    ['Teams with Players', stats.teamsWithPlayers],
  ];
  return (
    <dl className="mb-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-neutral-600">{label}</dt>
          <dd className="mt-1 font-display text-3xl font-bold text-club-black">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
