// The 'Consent needed' list above the players (ADR 027): each player whose photo would show but whose
// consent is missing, ran out or runs out within 30 days, with a button to open that player's form.
import { formatDayInWords } from '../../../../../shared/club-time';
import { consentNeeded } from '../../../../../shared/publishing';
import type { Player } from '../../../../../shared/schema';
import { Button } from '../../../../components/ui/button';

export function ConsentNeeded({
  players,
  today,
  onEdit,
}: {
  players: Player[];
  today: string;
  onEdit: (player: Player) => void;
}) {
  const needed = players.flatMap((player) => {
    const need = consentNeeded(player, today);
    return need ? [{ player, need }] : [];
  });
  if (needed.length === 0) return null;
  return (
    <section aria-labelledby="consent-needed" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="consent-needed" className="font-display text-lg font-bold text-club-black">
        Consent needed
      </h3>
      <p className="mt-1 text-sm text-neutral-700">
        These photos show on the website only with a parent's or guardian's consent from the last 12 months. Record the
        date consent was given, or untick 'Show photo'.
      </p>
      <ul className="mt-3 grid gap-2">
        {needed.map(({ player, need }) => (
          <li key={player.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-white p-2">
            <span className="text-sm">
              <span className="font-semibold">{player.name}</span>: {need.reason}
              {need.date && ` ${formatDayInWords(need.date)}`}
            </span>
            <Button type="button" variant="secondary" size="sm" onClick={() => onEdit(player)}>
              Record consent<span className="sr-only"> for {player.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
