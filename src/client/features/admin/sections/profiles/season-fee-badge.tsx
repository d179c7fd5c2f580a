// Whether a player's season fee is paid, on their card, for the Coach picking a squad: the server adds `seasonFee`
// to the staff's players list where the person may see it; nothing shows without one.
import type { PlayerSeasonFee } from '../../../../../shared/payments-api';
import { ChargeStatusBadge } from '../payments/charge-status-badge';

/** Any player row: the field is there only when the server added it. */
export function SeasonFeeBadge({ player }: { player: object }) {
  const { seasonFee } = player as PlayerSeasonFee;
  return seasonFee ? <ChargeStatusBadge status={seasonFee} prefix="Season fee" /> : null;
}
