// An article's date as the form holds it (ADR 047). A draft's or a published article's date is a calendar day, kept
// as that day's UTC midnight so it never shifts by time zone; a scheduled article's is the day and time it goes
// public, typed in the club's zone and sent as the instant they name.
import { articleDay } from '../../../../../shared/articles';
import { fromClubInput, toClubInput } from '../../../../../shared/club-time';
import type { NewsArticle } from '../../../../../shared/schema';

/** Today as a date input's value, in the user's own calendar. */
export function todayDateInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A saved article's date input ('YYYY-MM-DD') and, when it is scheduled, time input ('HH:mm') in club time. */
export function toPublishInputs(
  article: Pick<NewsArticle, 'status' | 'publishDate'>,
  timeZone: string,
): { publishDate: string; publishTime: string } {
  if (article.status !== 'scheduled')
    return { publishDate: articleDay(article.publishDate, timeZone), publishTime: '' };
  const local = toClubInput(article.publishDate, timeZone);
  return { publishDate: local.slice(0, 10), publishTime: local.slice(11) };
}

/** The instant a club-time day and time name, as ISO text; null when they name none (an empty time). */
export const scheduledInstant = (day: string, time: string, timeZone: string): string | null =>
  fromClubInput(`${day}T${time}`, timeZone)?.toISOString() ?? null;
