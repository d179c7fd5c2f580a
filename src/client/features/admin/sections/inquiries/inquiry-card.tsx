// One enquiry in the inbox: who sent it and what they asked, its status (changed here, or to Replied by using the
// mail link), staff notes saved with their own button (kept in this browser until saved, ADR 045), and delete.
import { Mail, Phone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatClubDayTime } from '../../../../../shared/club-time';
import {
  ageGroupLabel,
  INQUIRY_STATUS_LABELS,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from '../../../../../shared/constants';
import { telHref } from '../../../../../shared/format';
import { itemAnchor } from '../../../../../shared/paths';
import type { ContactInquiry } from '../../../../../shared/schema';
import { Button } from '../../../../components/ui/button';
import { Field, Select, Textarea } from '../../../../components/ui/field';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { useStateDraft } from '../../lib/use-local-draft';
import { CardActions } from '../../ui/card-actions';
import { DraftOfferNotice } from '../../ui/form-alerts';
import { useChangeStatus, useMarkReplied, useSaveNotes } from './api';

/** New stands out (a family waiting); Closed fades. */
const STATUS_STYLES: Record<InquiryStatus, string> = {
  new: 'bg-club-red text-white',
  replied: 'bg-green-100 text-green-900',
  closed: 'bg-neutral-200 text-neutral-800',
};

export function InquiryCard({
  inquiry,
  onDelete,
  deleting,
}: {
  inquiry: ContactInquiry;
  onDelete: () => void;
  deleting: boolean;
}) {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  const timeZone = useClubTimeZone();
  const changeStatus = useChangeStatus();
  const markReplied = useMarkReplied();
  const saveNotes = useSaveNotes();
  // What staff type stays here until it is saved, and in this browser too (a reload offers it back); a failed save
  // keeps it for another try. Enquiries have no version, so two people's notes are not checked against each other.
  const [notes, setNotes] = useState(inquiry.notes ?? '');
  const notesChanged = notes.trim() !== (inquiry.notes ?? '');
  const draft = useStateDraft(
    { notes },
    {
      form: 'inquiry-notes',
      itemId: inquiry.id,
      version: null,
      initial: { notes: inquiry.notes ?? '' },
      apply: (values) => setNotes(String(values.notes ?? '')),
    },
  );

  const onNotes = (event: FormEvent) => {
    event.preventDefault();
    saveNotes.mutate(
      { id: inquiry.id, notes },
      {
        onSuccess: (saved) => {
          setNotes(saved.notes ?? '');
          draft.saved({ notes: saved.notes ?? '' });
        },
      },
    );
  };

  return (
    <li id={itemAnchor(inquiry.id)} className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-club-black">{name}</h3>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[inquiry.status]}`}>
              <span className="sr-only">Status: </span>
              {INQUIRY_STATUS_LABELS[inquiry.status]}
            </span>
          </div>
          <p className="text-xs text-neutral-600">{formatClubDayTime(inquiry.createdAt, timeZone)}</p>
        </div>
        <CardActions name={`the inquiry from ${name}`} onDelete={onDelete} deleting={deleting} />
      </div>
      <a
        href={`mailto:${inquiry.email}`}
        // The mail app opens as before; a New enquiry is marked Replied on the way.
        onClick={() => inquiry.status === 'new' && markReplied.mutate({ id: inquiry.id, status: 'replied' })}
        className="mt-1 inline-flex min-h-11 items-center gap-1.5 break-all text-sm text-club-red underline sm:min-h-0"
      >
        <Mail className="h-4 w-4 shrink-0" aria-hidden />
        {inquiry.email}
      </a>
      {inquiry.phone && (
        <a
          href={telHref(inquiry.phone)}
          className="mt-1 flex w-fit min-h-11 items-center gap-1.5 text-sm text-club-red underline sm:min-h-0"
        >
          <Phone className="h-4 w-4 shrink-0" aria-hidden />
          {inquiry.phone}
        </a>
      )}
      {inquiry.ageGroup && (
        <p className="mt-1 text-sm">
          <span className="text-neutral-600">Interested in: </span>
          <span className="font-semibold">{ageGroupLabel(inquiry.ageGroup)}</span>
        </p>
      )}
      <p className="mt-2 whitespace-pre-line text-neutral-800">{inquiry.message}</p>
      <div className="mt-4 grid gap-4 border-t border-neutral-200 pt-4 md:grid-cols-[12rem_1fr]">
        <Field label="Status">
          {(control) => (
            <Select
              {...control}
              value={inquiry.status}
              disabled={changeStatus.isPending}
              onChange={(event) => changeStatus.mutate({ id: inquiry.id, status: event.target.value as InquiryStatus })}
            >
              {INQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {INQUIRY_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <form onSubmit={onNotes} className="grid gap-2">
          <DraftOfferNotice offer={draft.offer} />
          <Field label="Staff notes" hint="Only staff see these.">
            {(control) => (
              <Textarea {...control} rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
            )}
          </Field>
          <div>
            <Button type="submit" size="sm" variant="secondary" busy={saveNotes.isPending} disabled={!notesChanged}>
              Save notes
            </Button>
          </div>
        </form>
      </div>
    </li>
  );
}
