// /tours: every tour, those under way or ahead first (the soonest first), then those over (the latest
// first), on the club's day.
import { toursInPageOrder } from '../../../shared/tour-page';
import { Spinner } from '../../components/ui/spinner';
import { useToursWithMoney } from '../../lib/entity-queries';
import { usePageToday } from '../../lib/page-request';
import { PageHeader } from './layout/page-header';
import { TourCard } from './tours/tour-card';

export default function ToursPage() {
  const { data, isLoading } = useToursWithMoney();
  const tours = toursInPageOrder(data ?? [], usePageToday());
  return (
    <>
      <PageHeader title="International Tours">
        <p>
          Our players travel to play and learn abroad. See where they are going, and how you can help them get there.
        </p>
      </PageHeader>
      <section aria-label="Tours" className="bg-stone-100">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
          {isLoading ? (
            <Spinner label="Loading tours..." />
          ) : tours.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2">
              {/* Only the first cover is on a phone's first screen; the others load as they scroll into view. */}
              {tours.map((tour, i) => (
                <TourCard key={tour.id} tour={tour} eager={i === 0} />
              ))}
            </ul>
          ) : (
            <p className="py-16 text-center text-lg text-neutral-700">The club's next tours will appear here soon.</p>
          )}
        </div>
      </section>
    </>
  );
}
