// What a portal form says about itself (ADR 045): a draft of it this browser kept, offered back, and a
// save refused because someone else saved the item first. Both sit inside the form, across its columns.
import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { atClubMoment } from '../../../../shared/club-time';
import { Button } from '../../../components/ui/button';
import { useClubTimeZone } from '../../../lib/club-time-zone';
import type { DraftOffer } from '../lib/use-local-draft';

/**
 * Text this browser kept and nobody saved, offered back: `sentence` says what and since when, `actions` what can be
 * done with it. Amber: nothing is wrong, a choice is waiting. `label` names the region for screen readers.
 */
export function DraftNotice({
  label,
  sentence,
  actions,
  className = '',
}: {
  label: string;
  sentence: ReactNode;
  actions: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      className={`flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-neutral-900 ${className}`}
    >
      <div role="status" className="flex min-w-0 flex-1 basis-64 items-start gap-2">
        <RotateCcw className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <p>{sentence}</p>
      </div>
      <div className="flex gap-3">{actions}</div>
    </section>
  );
}

/** In a form: 'Restore what you typed at 10:42?' with Restore and Discard. */
export function DraftOfferNotice({ offer }: { offer: DraftOffer | null }) {
  const timeZone = useClubTimeZone();
  if (!offer) return null;
  const now = new Date();
  return (
    <DraftNotice
      label="Unsaved text"
      className="sm:col-span-2"
      sentence={
        <>
          Restore what you typed {atClubMoment(new Date(offer.savedAt), now, timeZone)}?
          {offer.savedSince && (
            <>
              {' '}
              This item has been saved since ({atClubMoment(offer.savedSince, now, timeZone)}): what you restore
              replaces that save.
            </>
          )}
        </>
      }
      actions={
        <>
          <Button size="sm" onClick={offer.restore}>
            Restore
          </Button>
          <Button size="sm" variant="secondary" onClick={offer.discard}>
            Discard
          </Button>
        </>
      }
    />
  );
}

/** Why the last save was refused when no field can show it (someone else's save, 409): read out when it appears. */
export function ConflictAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-club-red bg-red-50 px-4 py-3 text-neutral-900 sm:col-span-2"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-club-red" aria-hidden />
      <span>{message}</span>
    </p>
  );
}
