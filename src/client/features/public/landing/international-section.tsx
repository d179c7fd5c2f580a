import { Globe, type LucideIcon, Plane, Trophy } from 'lucide-react';
import { exampleRows } from '../../../../shared/entities';
import { paths } from '../../../../shared/paths';
import { toursInPageOrder } from '../../../../shared/tour-page';
import { Spinner } from '../../../components/ui/spinner';
import { useEntityList, useToursWithMoney } from '../../../lib/entity-queries';
import { usePageToday } from '../../../lib/page-request';
import { ANCHORS } from '../layout/nav-links';
import { TourStatusBadge, tourDates } from '../tours/tour-parts';
import { withFallback } from '../with-fallback';
import { Section } from './section';

const ICONS: LucideIcon[] = [Plane, Globe, Trophy];

export function InternationalSection() {
  const international = useEntityList('international');
  const features = withFallback(international.data, exampleRows('international')) ?? [];
  // Every tour not yet completed, the soonest first: where relatives find a tour's page.
  const today = usePageToday();
  const tours = toursInPageOrder(useToursWithMoney().data ?? [], today).filter((tour) => tour.status !== 'completed');
  return (
    <Section
      id={ANCHORS.international}
      tone="dark"
      title="International Opportunities"
      intro="Our players represent Papua New Guinea abroad: they travel, compete and come home with new skills and friends."
    >
      {international.isLoading ? (
        <Spinner label="Loading international opportunities..." tone="dark" />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(15rem,1fr))]">
          {features.map((feature, i) => {
            const Icon = ICONS[i % ICONS.length]!;
            return (
              <li key={feature.id} className="rounded-xl border border-white/10 bg-white/5 p-6">
                <span className="inline-flex h-14 w-14 items-center justify-center rounded-lg bg-club-gold text-club-black">
                  <Icon className="h-7 w-7" aria-hidden />
                </span>
                <h3 className="mt-5 font-display text-2xl font-bold uppercase tracking-wide text-white">
                  {feature.title}
                </h3>
                <p className="mt-2 leading-relaxed text-neutral-300">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      )}
      {tours.length > 0 && (
        <div className="mt-10">
          <h3 className="font-display text-2xl font-bold uppercase tracking-wide text-white">Our tours</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {tours.map((tour) => (
              <li key={tour.id} className="rounded-xl border border-white/10 bg-white/5 p-5">
                <TourStatusBadge status={tour.status} />
                <a
                  href={paths.tour(tour.slug)}
                  className="mt-2 block font-display text-xl font-bold uppercase tracking-wide text-white hover:underline"
                >
                  {tour.title}
                </a>
                <p className="text-neutral-300">
                  {tour.destination}, {tourDates(tour)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-8">
        <a
          href={paths.tours}
          className="inline-flex min-h-11 items-center font-semibold text-club-gold hover:underline"
        >
          See every tour
        </a>
      </p>
    </Section>
  );
}
