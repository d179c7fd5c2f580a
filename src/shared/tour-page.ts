// What a tour's public page shows, made once for GET /api/tours/{slug} and the server-rendered
// /tours pages: the tour with its money and supporters (the public read TOUR_PAGES_READ, summed from the
// contributions on the server), its squad picked from the public players and coaches lists (each shown by its own
// publishing choices, ADR 027) and the articles about it picked from the public news (those public now, ADR 047).
import type { PublicRows } from './entities';
import type { PublicPlayer } from './publishing';
import type { TourSupporter } from './tours';

/**
 * The public read of every tour with its money (entities/public-reads.ts): not a route of its own. A write to the
 * tours, the sponsors or a tour's contributions reads it again (server/cache/write-scope.ts).
 */
export const TOUR_PAGES_READ = '/api/tour-pages';

/** A tour's public columns, the sum of its contributions (never typed), and its supporters, newest first. */
export type TourWithMoney = PublicRows['tours'] & { raisedToea: number; supporters: TourSupporter[] };

/** An article about the tour, as its page links to it. */
export type TourArticle = Pick<PublicRows['news'], 'id' | 'title' | 'slug' | 'excerpt' | 'publishDate' | 'imageUrl'>;

export type TourPage = TourWithMoney & {
  squad: { players: PublicPlayer[]; coaches: PublicRows['coaches'][] };
  articles: TourArticle[];
};

/** The public lists a tour's page is made of, as visitors may read them. */
export type TourPageSources = {
  players: readonly PublicPlayer[];
  coaches: readonly PublicRows['coaches'][];
  news: readonly PublicRows['news'][];
};

/** The rows named by `ids`, in their order; an id whose profile is gone (or not public) is left out. */
function inOrderOf<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export const findTour = <T extends { slug: string }>(tours: readonly T[] | undefined, slug: string | undefined) =>
  slug === undefined ? undefined : tours?.find((tour) => tour.slug === slug);

/** The tour's page from its money and the public lists (news already newest first). */
export function tourPage(tour: TourWithMoney, { players, coaches, news }: TourPageSources): TourPage {
  return {
    ...tour,
    squad: { players: inOrderOf(tour.playerIds, players), coaches: inOrderOf(tour.coachIds, coaches) },
    articles: news
      .filter((article) => article.tourId === tour.id)
      .map(({ id, title, slug, excerpt, publishDate, imageUrl }) => ({
        id,
        title,
        slug,
        excerpt,
        publishDate,
        imageUrl,
      })),
  };
}

/** Whether the tour is over on the club's `today` ('YYYY-MM-DD'): its last day has passed. */
export const tourIsPast = (tour: { endDate: string }, today: string) => tour.endDate < today;

/**
 * /tours' order on the club's `today`: tours under way or ahead first, the soonest first; then those over, the
 * latest first.
 */
export function toursInPageOrder<T extends { startDate: string; endDate: string }>(tours: readonly T[], today: string) {
  const ahead = tours.filter((tour) => !tourIsPast(tour, today));
  const past = tours.filter((tour) => tourIsPast(tour, today));
  ahead.sort((a, b) => a.startDate.localeCompare(b.startDate));
  past.sort((a, b) => b.startDate.localeCompare(a.startDate));
  return [...ahead, ...past];
}
