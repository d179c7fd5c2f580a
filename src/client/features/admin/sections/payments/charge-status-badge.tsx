// A charge's status as a small badge: Open stands out (money owed), Paid is green, Waived fades. The player cards'
// season fee uses the same colours.
import { CHARGE_STATUS_LABELS, type ChargeStatus } from '../../../../../shared/payments';

const STATUS_STYLES: Record<ChargeStatus, string> = {
  open: 'border border-club-red text-club-red',
  'part-paid': 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  waived: 'bg-neutral-200 text-neutral-800',
};

const BADGE = 'inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';

/** `prefix` names what the status is of, where the badge stands alone ('Season fee'). */
export function ChargeStatusBadge({ status, prefix }: { status: ChargeStatus; prefix?: string }) {
  return (
    <span className={`${BADGE} ${STATUS_STYLES[status]}`}>
      {prefix ? `${prefix}: ` : <span className="sr-only">Status: </span>}
      {CHARGE_STATUS_LABELS[status]}
    </span>
  );
}
