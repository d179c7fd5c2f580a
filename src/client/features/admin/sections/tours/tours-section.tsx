// Tours, for Admins and Editors: each tour with its dates, destination, stage and the money raised
// against its target; the tour's form; and from each card, for an Admin, its contributions (recorded, corrected, deleted, and
// downloaded as a CSV file).
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { formatDayInWords } from '../../../../../shared/club-time';
import type { Tour } from '../../../../../shared/schema';
import { TOUR_STATUS_LABELS } from '../../../../../shared/tours';
import { Button } from '../../../../components/ui/button';
import { useSignedInUser } from '../../../../lib/auth';
import { usePortalList } from '../../../../lib/entity-queries';
import { may } from '../../lib/section-access';
import { AdminImage } from '../../ui/admin-image';
import { EntitySection } from '../../ui/entity-section';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { ContributionsPanel } from './contributions-panel';
import { RaisedOf } from './raised-of';
import { TourForm } from './tour-form';

const datesOf = (tour: Tour) => `${formatDayInWords(tour.startDate)} to ${formatDayInWords(tour.endDate)}`;

export function ToursSection({ title }: SectionProps) {
  /** The tour whose contributions are open, shown above the list: as the list has it now (edited meanwhile). */
  const [openId, setOpenId] = useState<string | null>(null);
  const open = usePortalList('tours').data?.find((tour) => tour.id === openId) ?? null;
  // Contributions are money: an Editor edits the tour, not what supporters gave.
  const mayContributions = may(useSignedInUser(), 'contributions');
  return (
    <EntitySection
      entity="tours"
      title={title}
      description="International tours, soonest first: their page on the website shows the itinerary, the squad and the money raised."
      texts={{ loading: 'Loading tours...', empty: 'No tours yet. Add the first one!', what: 'the tours' }}
      form={(item, onDone) => <TourForm item={item} onDone={onDone} />}
      confirmDelete={{
        what: 'tour',
        description: 'It will be removed from the website, with every contribution recorded to it.',
      }}
      cardName={(tour) => tour.title}
      card={(tour, actions) => (
        <ItemCard
          key={tour.id}
          leading={
            <AdminImage
              src={tour.imageUrl}
              alt={tour.title}
              sizes="160px"
              className="aspect-video w-24 shrink-0 rounded-md sm:w-32"
            />
          }
          eyebrow={TOUR_STATUS_LABELS[tour.status]}
          title={tour.title}
          actions={actions}
        >
          <CardText>{tour.destination}</CardText>
          <p className="text-xs text-neutral-600">{datesOf(tour)}</p>
          <p className="mt-2 text-sm font-semibold text-club-black">
            <RaisedOf tour={tour} />
          </p>
          {mayContributions && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-3 min-h-11"
              aria-expanded={openId === tour.id}
              onClick={() => setOpenId(tour.id)}
            >
              <HandCoins className="h-4 w-4" aria-hidden />
              Contributions<span className="sr-only"> to {tour.title}</span>
            </Button>
          )}
        </ItemCard>
      )}
    >
      {open && mayContributions && <ContributionsPanel key={open.id} tour={open} onClose={() => setOpenId(null)} />}
    </EntitySection>
  );
}
