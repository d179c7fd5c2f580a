// One instance's counts not yet written: a map increment per view or click, nothing else on a request.
// What a failed write could not store is put back and goes with the next one; the number of distinct counters is
// capped, so memory stays bounded whatever Referers visitors send (paths are bounded already: only pages that were
// answered 200 or 304 are counted, and those are the site's own).
import { OTHER } from './visit-rules';

/** Distinct day–page–source counters one instance holds at most; past it, new sources count as 'other'. */
export const MAX_PAGE_COUNTERS = 5_000;

export type PageViewCount = { day: string; path: string; source: string; views: number };
export type SponsorCount = { day: string; sponsorId: string; impressions: number; clicks: number };
export type TakenCounts = { pages: PageViewCount[]; sponsors: SponsorCount[] };

/** A NUL cannot appear in a path, a domain or a day, so it separates the parts of a key. */
const SEP = '\u0000';

export function createVisitCounter(maxPageCounters = MAX_PAGE_COUNTERS) {
  let pages = new Map<string, number>();
  let sponsors = new Map<string, { impressions: number; clicks: number }>();

  function addView(day: string, path: string, source: string, views = 1): void {
    let key = `${day}${SEP}${path}${SEP}${source}`;
    if (!pages.has(key) && pages.size >= maxPageCounters) key = `${day}${SEP}${path}${SEP}${OTHER}`;
    pages.set(key, (pages.get(key) ?? 0) + views);
  }

  function addSponsor(day: string, sponsorId: string, impressions: number, clicks: number): void {
    const key = `${day}${SEP}${sponsorId}`;
    const count = sponsors.get(key) ?? { impressions: 0, clicks: 0 };
    count.impressions += impressions;
    count.clicks += clicks;
    sponsors.set(key, count);
  }

  return {
    addView: (day: string, path: string, source: string) => addView(day, path, source),
    addImpression: (day: string, sponsorId: string) => addSponsor(day, sponsorId, 1, 0),
    addClick: (day: string, sponsorId: string) => addSponsor(day, sponsorId, 0, 1),
    /** Everything counted so far, emptying the counter: the caller writes it, or gives it back with `restore`. */
    take(): TakenCounts {
      const taken: TakenCounts = {
        pages: [...pages].map(([key, views]) => {
          const [day, path, source] = key.split(SEP) as [string, string, string];
          return { day, path, source, views };
        }),
        sponsors: [...sponsors].map(([key, count]) => {
          const [day, sponsorId] = key.split(SEP) as [string, string];
          return { day, sponsorId, ...count };
        }),
      };
      pages = new Map();
      sponsors = new Map();
      return taken;
    },
    /** Puts back counts that could not be written, added to what came in meanwhile. */
    restore(taken: TakenCounts): void {
      for (const p of taken.pages) addView(p.day, p.path, p.source, p.views);
      for (const s of taken.sponsors) addSponsor(s.day, s.sponsorId, s.impressions, s.clicks);
    },
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
