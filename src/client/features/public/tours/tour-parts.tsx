// The pieces a tour shows on its card (/tours) and on its own page: its days, its stage, and the money raised.
import { formatDayInWords } from '../../../../shared/club-time';
import { raisedOfText, TOEA_PER_KINA, TOUR_STATUS_LABELS, type TourStatus } from '../../../../shared/tours';

/** '1 July 2027 – 14 July 2027', or the one day. */
export const tourDates = (tour: { startDate: string; endDate: string }) =>
  tour.startDate === tour.endDate
    ? formatDayInWords(tour.startDate)
    : `${formatDayInWords(tour.startDate)} – ${formatDayInWords(tour.endDate)}`;

/** Where the tour stands; readable on light and dark backgrounds (black on gold). */
export function TourStatusBadge({ status }: { status: TourStatus }) {
  return (
    <span className="inline-block rounded bg-club-gold px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-club-black">
      {TOUR_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * 'PGK 18,450 raised of PGK 60,000' and a bar: a progressbar with its values, so a screen reader says how far the
 * fundraising has come. Only for a tour with a target (0 raises nothing).
 */
export function TourProgress({
  raisedToea,
  targetKina,
  id,
  className = '',
}: {
  raisedToea: number;
  targetKina: number;
  /** Unique on the page: names the bar by its sentence. */
  id: string;
  className?: string;
}) {
  const targetToea = targetKina * TOEA_PER_KINA;
  const percent = Math.min(100, Math.floor((raisedToea / targetToea) * 100));
  const sentence = raisedOfText(raisedToea, targetKina);
  return (
    <div className={className}>
      <p id={id} className="font-semibold">
        {sentence}
      </p>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={targetKina}
        aria-valuenow={Math.min(targetKina, Math.floor(raisedToea / TOEA_PER_KINA))}
        aria-valuetext={sentence}
        className="mt-2 h-3 overflow-hidden rounded-full bg-stone-300"
      >
        <div className="h-full rounded-full bg-club-red" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
