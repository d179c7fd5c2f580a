// A tour on /tours: its cover, title, where and when, its stage and (with a target) the money raised.
import { Plane } from 'lucide-react';
import { paths } from '../../../../shared/paths';
import type { TourWithMoney } from '../../../../shared/tour-page';
import { CardPicture } from '../../../components/ui/card-picture';
import { TourProgress, TourStatusBadge, tourDates } from './tour-parts';

export function TourCard({ tour, eager }: { tour: TourWithMoney; eager: boolean }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <CardPicture
        src={tour.imageUrl}
        alt=""
        sizes="(min-width: 768px) 50vw, 100vw"
        priority={eager}
        thumbnail={false}
        className="aspect-[16/9]"
        placeholder={{ icon: Plane, className: 'h-16 w-16 text-stone-400' }}
      />
      <article className="flex flex-1 flex-col p-6">
        <TourStatusBadge status={tour.status} />
        <h2 className="mt-3 font-display text-2xl font-bold uppercase leading-tight tracking-wide">
          <a href={paths.tour(tour.slug)} className="hover:underline">
            {tour.title}
          </a>
        </h2>
        <p className="mt-2 font-semibold text-club-red">{tour.destination}</p>
        <p className="text-sm text-neutral-700">{tourDates(tour)}</p>
        {tour.targetKina > 0 && (
          <TourProgress
            id={`tour-raised-${tour.id}`}
            raisedToea={tour.raisedToea}
            targetKina={tour.targetKina}
            className="mt-4 text-sm"
          />
        )}
      </article>
    </li>
  );
}
