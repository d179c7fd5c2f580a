// One registration in the list: who, how old, for which team, its reference, status and fee, who to call, and when
// it came. Never the medical notes: at most that there are some, to read in the detail.
import { Phone } from 'lucide-react';
import { formatClubDayTime } from '../../../../../shared/club-time';
import { telHref } from '../../../../../shared/format';
import { Button } from '../../../../components/ui/button';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { CardActions } from '../../ui/card-actions';
import { ItemCard } from '../../ui/item-card';
import type { RegistrationSummary } from './api';
import { RegistrationBadges } from './registration-badges';

export const playerName = (registration: Pick<RegistrationSummary, 'firstName' | 'lastName'>) =>
  `${registration.firstName} ${registration.lastName}`;

/** Who to call about it: the guardian, or the player who registered themselves. */
export function contactOf(registration: RegistrationSummary): { name: string; phone: string | null } {
  return registration.guardianName
    ? { name: registration.guardianName, phone: registration.guardianPhone }
    : { name: playerName(registration), phone: registration.playerPhone };
}

export function RegistrationCard({
  registration,
  onOpen,
  onDelete,
  deleting,
}: {
  registration: RegistrationSummary;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const timeZone = useClubTimeZone();
  const name = playerName(registration);
  const contact = contactOf(registration);
  return (
    <ItemCard
      itemId={registration.id}
      eyebrow={registration.reference}
      title={name}
      meta={
        <>
          <span>Received {formatClubDayTime(registration.createdAt, timeZone)}</span>
          <span aria-hidden>·</span>
          <span>{registration.season}</span>
        </>
      }
      actions={<CardActions name={`the registration of ${name}`} onDelete={onDelete} deleting={deleting} />}
    >
      <div className="mt-1">
        <RegistrationBadges status={registration.status} feeStatus={registration.feeStatus} />
      </div>
      <p className="mt-2 text-sm text-neutral-800">
        Age {registration.age}
        <span aria-hidden> · </span>
        <span className="sr-only">, </span>
        {registration.teamName ?? 'No team'}
      </p>
      <p className="mt-1 text-sm text-neutral-800">
        <span className="text-neutral-600">{registration.guardianName ? 'Guardian: ' : 'Registered themselves: '}</span>
        {contact.name}
      </p>
      {contact.phone && (
        <a
          href={telHref(contact.phone)}
          className="mt-1 flex w-fit min-h-11 items-center gap-1.5 text-sm text-club-red underline sm:min-h-0"
        >
          <Phone className="h-4 w-4 shrink-0" aria-hidden />
          {contact.phone}
        </a>
      )}
      {registration.hasMedicalNotes && <p className="mt-1 text-sm font-semibold">Medical notes: see details</p>}
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        onClick={onOpen}
        aria-label={`Details of the registration of ${name}`}
      >
        Details
      </Button>
    </ItemCard>
  );
}
