// When a news article is public (ADR 047): one rule for every public output (the API, the pages, the
// sitemap, link previews), the portal's badges and the page cache's expiry. An article is a draft (never public),
// scheduled (public once its publishDate, a date and time typed in club time, has come) or published (public at
// once, whatever its date: a published article dated ahead stays public, as articles were before drafts existed).
import { toClubInput } from './club-time';
import type { ArticleStatus } from './constants';

/** What the rule reads of an article: a stored row (publishDate a Date) or one read from JSON (an ISO string). */
export type ArticleTiming = { status: ArticleStatus; publishDate: string | Date };

const instant = (date: string | Date) => new Date(date).getTime();

/** Whether visitors may see the article at `now` (the server's app.now(), the device's clock in the portal). */
export function isArticlePublic(article: ArticleTiming, now: Date): boolean {
  if (article.status === 'published') return true;
  return article.status === 'scheduled' && instant(article.publishDate) <= now.getTime();
}

/**
 * When the next scheduled article goes public after `now`, in ms, or undefined when none is waiting: until then
 * the public view of `articles` is what it is now, so what is kept of it expires then (the response cache).
 */
export function nextArticleRelease(articles: readonly ArticleTiming[], now: Date): number | undefined {
  let next: number | undefined;
  for (const article of articles) {
    if (article.status !== 'scheduled') continue;
    const at = instant(article.publishDate);
    if (at > now.getTime() && (next === undefined || at < next)) next = at;
  }
  return next;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day an article is dated, 'YYYY-MM-DD'. A day chosen alone (a draft's or a published article's) is
 * kept as its UTC midnight, which names the same day in any zone; a scheduled time (any other instant) is read in
 * the club's zone, so an article scheduled for Mon 30 Nov, 7:00 am in Port Moresby (Sun 21:00 UTC) is dated Monday.
 */
export function articleDay(publishDate: string | Date, timeZone: string): string {
  const at = instant(publishDate);
  if (Number.isNaN(at)) return String(publishDate);
  if (at % DAY_MS === 0) return new Date(at).toISOString().slice(0, 10);
  return toClubInput(new Date(at), timeZone).slice(0, 10);
}
