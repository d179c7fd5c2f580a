// A tour page's head: its title, where and when, and its cover for link previews.

import { previewName } from '../../../../shared/images';
import { findTour, TOUR_PAGES_READ, type TourWithMoney } from '../../../../shared/tour-page';
import { raisedOfText } from '../../../../shared/tours';
import type { HeadContext, PageHead, ReadPageData } from '../../../page-head';
import { tourDates } from './tour-parts';

/** The tour's head, or null when no tour has this slug (the server then answers 404). */
export function tourHead(read: ReadPageData, at: HeadContext): PageHead | null {
  const tour = findTour(read<TourWithMoney[]>(TOUR_PAGES_READ), at.params.slug);
  if (!tour) return null;
  const preview = tour.imageUrl ? previewName(tour.imageUrl) : null;
  const money = tour.targetKina > 0 ? ` ${raisedOfText(tour.raisedToea, tour.targetKina)}: see how to help.` : '';
  return {
    title: tour.title,
    description: `${tour.destination}, ${tourDates(tour)}.${money}`,
    image: preview ? `/uploads/${preview}` : at.clubPreview,
  };
}
