// One registration whole, in a dialog: every field the family sent (the medical notes only here), the decision
// (Accept makes the player's profile; Waitlist and Decline take a message for the family), the fee and staff notes.
import { Mail, Phone } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { formatClubDayTime, formatDayInWords } from '../../../../../shared/club-time';
import { telHref } from '../../../../../shared/format';
import { paths } from '../../../../../shared/paths';
import { GENDER_LABELS } from '../../../../../shared/registration';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Field, Textarea } from '../../../../components/ui/field';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { conflictOf } from '../../lib/server-issues';
import { useStateDraft } from '../../lib/use-local-draft';
import { ConflictAlert, DraftOfferNotice } from '../../ui/form-alerts';
import { ListError, LoadingText } from '../../ui/list-state';
import { type RegistrationDetail, useChangeRegistration, useRegistration } from './api';
import { FeeAndNotesForm } from './fee-and-notes-form';
import { RegistrationBadges } from './registration-badges';
import { playerName } from './registration-card';

export function RegistrationDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useRegistration(id);
  const timeZone = useClubTimeZone();
  const ids = useId();
  const registration = query.data?.id === id ? query.data : undefined;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      titleId={`${ids}-title`}
      descriptionId={`${ids}-description`}
      panelClassName="w-[calc(100%-1rem)] max-w-2xl rounded-xl bg-white p-4 shadow-2xl sm:p-6"
    >
      <DialogTitle id={`${ids}-title`} className="pr-10">
        {registration ? playerName(registration) : 'Registration'}
      </DialogTitle>
      <DialogDescription id={`${ids}-description`} className="mt-1 text-sm">
        {registration
          ? `${registration.reference} · ${registration.season} · Received ${formatClubDayTime(registration.createdAt, timeZone)}`
          : 'A registration sent with the website form.'}
      </DialogDescription>
      {registration ? (
        <Detail key={registration.id} registration={registration} />
      ) : query.isError ? (
        <div className="mt-4">
          <ListError what="the registration" />
        </div>
      ) : (
        <LoadingText>Loading the registration...</LoadingText>
      )}
    </Dialog>
  );
}

function Detail({ registration }: { registration: RegistrationDetail }) {
  const phone = (number: string | null) =>
    number ? (
      <a
        href={telHref(number)}
        className="inline-flex min-h-11 items-center gap-1.5 text-club-red underline sm:min-h-0"
      >
        <Phone className="h-4 w-4 shrink-0" aria-hidden />
        {number}
      </a>
    ) : null;
  const email = registration.email ? (
    <a
      href={`mailto:${registration.email}`}
      className="inline-flex min-h-11 items-center gap-1.5 break-all text-club-red underline sm:min-h-0"
    >
      <Mail className="h-4 w-4 shrink-0" aria-hidden />
      {registration.email}
    </a>
  ) : null;
  return (
    <div className="mt-3 grid gap-6">
      <RegistrationBadges status={registration.status} feeStatus={registration.feeStatus} />
      <Decision registration={registration} />
      <FamilyMessage registration={registration} />
      <Facts
        title="Player"
        facts={[
          ['Date of birth', `${formatDayInWords(registration.dateOfBirth)} (age ${registration.age})`],
          ['Gender', registration.gender ? GENDER_LABELS[registration.gender] : null],
          ['Team applied for', registration.teamName ?? 'No team'],
          ['School or last club', registration.school],
          ['Experience', registration.experience],
          ["Player's phone", phone(registration.playerPhone)],
        ]}
      >
        {registration.adult && <p className="text-sm">18 or over: registered themselves.</p>}
      </Facts>
      {(registration.guardianName || !registration.adult) && (
        <Facts
          title="Parent or guardian"
          facts={[
            ['Name', registration.guardianName],
            ['Relationship', registration.guardianRelationship],
            ['Phone', phone(registration.guardianPhone)],
            ['Email', email ?? 'None given'],
          ]}
        />
      )}
      {registration.adult && !registration.guardianName && registration.email && (
        <Facts title="Email" facts={[['Email', email]]} />
      )}
      <Facts
        title="Emergency contact"
        facts={[
          ['Name', registration.emergencyName],
          ['Phone', phone(registration.emergencyPhone)],
        ]}
      />
      <section>
        <h3 className="font-display text-lg font-semibold text-club-black">
          Medical conditions, allergies or medication
        </h3>
        <p className="mt-1 whitespace-pre-line text-neutral-800">{registration.medical ?? 'None given'}</p>
      </section>
      <Facts
        title="Consents"
        facts={[
          ["The club's code of conduct", 'Agreed'],
          ['Emergency medical treatment', 'Agreed'],
          ['Photos of the player on the website', registration.photoConsent ? 'Yes' : 'No'],
        ]}
      />
      <section>
        <h3 className="mb-3 font-display text-lg font-semibold text-club-black">Fee and staff notes</h3>
        <FeeAndNotesForm registration={registration} />
      </section>
    </div>
  );
}

/** What the family was last told with Waitlist or Decline: whoever phones them next knows what they read. */
function FamilyMessage({ registration }: { registration: RegistrationDetail }) {
  const timeZone = useClubTimeZone();
  const { familyMessage, familyMessageSentAt } = registration;
  if (!familyMessage || !familyMessageSentAt) return null;
  return (
    <section aria-label="Message to the family" className="rounded-lg border border-neutral-200 px-4 py-3">
      <h3 className="text-sm font-semibold text-neutral-700">
        Message sent to the family on {formatClubDayTime(familyMessageSentAt, timeZone)}
      </h3>
      <p className="mt-1 whitespace-pre-line break-words text-neutral-900">{familyMessage}</p>
    </section>
  );
}

/** A titled list of what the family sent; what they left blank reads 'Not given'. */
function Facts({
  title,
  facts,
  children,
}: {
  title: string;
  facts: [label: string, value: ReactNode][];
  children?: ReactNode;
}) {
  return (
    <section>
      <h3 className="font-display text-lg font-semibold text-club-black">{title}</h3>
      {children}
      <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{label}</dt>
            <dd className="break-words text-neutral-900">{value ?? 'Not given'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const DECISIONS = {
  accepted: { button: 'Accept', failure: 'Failed to accept the registration', success: 'Registration accepted' },
  waitlisted: {
    button: 'Waitlist',
    failure: 'Failed to waitlist the registration',
    success: 'Registration waitlisted',
  },
  declined: { button: 'Decline', failure: 'Failed to decline the registration', success: 'Registration declined' },
} as const;
type Decided = keyof typeof DECISIONS;

/**
 * Accept, or Waitlist or Decline with a message; once accepted, where the player's profile is. A decision names the
 * version of the registration it was made on: one made by someone else meanwhile is not overruled (409, ADR 045).
 * The message is kept in this browser until it is sent.
 */
function Decision({ registration }: { registration: RegistrationDetail }) {
  const change = useChangeRegistration();
  const [message, setMessage] = useState('');
  const deciding = change.isPending ? change.variables?.change.status : undefined;
  const draft = useStateDraft(
    { message },
    {
      form: 'registration-message',
      itemId: registration.id,
      version: null,
      initial: { message: '' },
      apply: (values) => setMessage(String(values.message ?? '')),
    },
  );
  const [conflict, setConflict] = useState<string | null>(null);

  if (registration.status === 'accepted') {
    return (
      <section
        aria-label="Decision"
        className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-neutral-900"
      >
        <p>
          {registration.playerId
            ? "Accepted: the player's profile was created in Profiles, with the publishing choices from this registration."
            : 'Accepted.'}
        </p>
        {registration.playerId && (
          <Link
            href={paths.adminSection('profiles')}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-club-red underline"
          >
            Open Profiles
          </Link>
        )}
      </section>
    );
  }

  const decide = (status: Decided) => {
    const text = message.trim();
    setConflict(null);
    change.mutate(
      {
        change: {
          id: registration.id,
          updatedAt: registration.updatedAt,
          status,
          ...(status !== 'accepted' && text ? { message: text } : {}),
        },
        failure: DECISIONS[status].failure,
        success: DECISIONS[status].success,
      },
      {
        onSuccess: () => {
          setMessage('');
          draft.saved({ message: '' });
        },
        onError: (error) => setConflict(conflictOf(error)),
      },
    );
  };
  const button = (status: Decided, variant: 'primary' | 'secondary' | 'danger') =>
    registration.status === status ? null : (
      <Button
        size="sm"
        variant={variant}
        busy={deciding === status}
        disabled={change.isPending}
        onClick={() => decide(status)}
      >
        {DECISIONS[status].button}
      </Button>
    );

  return (
    <section aria-label="Decision" className="grid gap-4 rounded-lg border border-neutral-200 bg-neutral-50 p-4">
      <ConflictAlert message={conflict} />
      <div>
        {button('accepted', 'primary')}
        <p className="mt-2 text-sm text-neutral-700">
          Accept creates the player's profile (name, date of birth, team): the photo is shown only with photo consent,
          and a player under 18 is named by first name and initial.
        </p>
      </div>
      <div className="grid gap-3 border-t border-neutral-200 pt-4">
        <DraftOfferNotice offer={draft.offer} />
        <Field
          label="Message to the family (optional)"
          hint={
            registration.email
              ? `Sent with Waitlist or Decline, by email to ${registration.email}.`
              : 'They gave no email address, so nothing is emailed: phone them to tell them.'
          }
        >
          {(control) => (
            <Textarea {...control} rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          {button('waitlisted', 'secondary')}
          {button('declined', 'danger')}
        </div>
      </div>
    </section>
  );
}
