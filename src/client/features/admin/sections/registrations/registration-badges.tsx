// A registration's status and fee, as small labelled badges: on its card and at the top of its detail.
import {
  FEE_STATUS_LABELS,
  type FeeStatus,
  REGISTRATION_STATUS_LABELS,
  type RegistrationStatus,
} from '../../../../../shared/registration';

/** New stands out (a family waiting), as on the enquiries; Declined fades. */
const STATUS_STYLES: Record<RegistrationStatus, string> = {
  new: 'bg-club-red text-white',
  accepted: 'bg-green-100 text-green-900',
  waitlisted: 'bg-amber-100 text-amber-900',
  declined: 'bg-neutral-200 text-neutral-800',
};

const FEE_STYLES: Record<FeeStatus, string> = {
  unpaid: 'border border-neutral-400 text-neutral-800',
  paid: 'bg-green-100 text-green-900',
  waived: 'bg-neutral-200 text-neutral-800',
};

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-semibold';

export function RegistrationBadges({ status, feeStatus }: { status: RegistrationStatus; feeStatus: FeeStatus }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={`${BADGE} ${STATUS_STYLES[status]}`}>
        <span className="sr-only">Status: </span>
        {REGISTRATION_STATUS_LABELS[status]}
      </span>
      <span className={`${BADGE} ${FEE_STYLES[feeStatus]}`}>Fee: {FEE_STATUS_LABELS[feeStatus]}</span>
    </span>
  );
}
