// 'Repeat weekly until' (ADR 035): one event each week, on the same weekday and at the same wall-clock
// times in the club's zone, to a last club day. One rule for the server that creates them, the portal's form that
// says how many it will create, and the demo season.
import { addDays, fromClubInput, toClubInput } from './club-time';
import { MAX_WEEKLY_EVENTS } from './constants';

/** When one event is. */
export type Occurrence = { startsAt: Date; endsAt: Date };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Whether text is a calendar day that exists, 'YYYY-MM-DD'. */
export const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && fromClubInput(`${text}T00:00`, 'UTC') !== null;

/** The club day an instant falls on. */
const clubDay = (instant: Date, timeZone: string) => toClubInput(instant, timeZone).slice(0, 10);

/** How many weekly events from `startsAt` to the club day `until`, that day included (0 when it is before). */
export function weeklyCount(startsAt: Date, until: string, timeZone: string): number {
  const weeks = Math.floor((Date.parse(until) - Date.parse(clubDay(startsAt, timeZone))) / WEEK_MS);
  return Number.isNaN(weeks) || weeks < 0 ? 0 : weeks + 1;
}

/** Why an event cannot repeat to `until`, in the words staff read, or null when it can. */
export function weeklyRepeatIssue(startsAt: Date, until: string, timeZone: string): string | null {
  if (until <= clubDay(startsAt, timeZone)) return 'It must repeat until a day after it starts';
  if (weeklyCount(startsAt, until, timeZone) > MAX_WEEKLY_EVENTS)
    return `It can repeat for ${MAX_WEEKLY_EVENTS} weeks at most: choose an earlier day`;
  return null;
}

/** The same wall-clock time `weeks` weeks later in the club's zone: 6:30 pm stays 6:30 pm across daylight saving. */
function weeksLater(instant: Date, weeks: number, timeZone: string): Date {
  const local = toClubInput(instant, timeZone);
  const moved = fromClubInput(`${addDays(local.slice(0, 10), weeks * 7)}${local.slice(10)}`, timeZone)!;
  // Wall-clock input has whole minutes; seconds an API client sent are kept.
  return new Date(moved.getTime() + (instant.getTime() % 60_000));
}

/**
 * The first event and one more each week while its club day is on or before `until` (at most MAX_WEEKLY_EVENTS;
 * check weeklyRepeatIssue first). The first is the event as given.
 */
export function weeklyOccurrences(first: Occurrence, until: string, timeZone: string): Occurrence[] {
  const count = Math.min(weeklyCount(first.startsAt, until, timeZone), MAX_WEEKLY_EVENTS);
  const length = first.endsAt.getTime() - first.startsAt.getTime();
  const occurrences = [first];
  for (let week = 1; week < count; week++) {
    const startsAt = weeksLater(first.startsAt, week, timeZone);
    const endsAt = weeksLater(first.endsAt, week, timeZone);
    // A start moved by a daylight-saving gap could pass a short event's end: keep the event's length then.
    occurrences.push({ startsAt, endsAt: endsAt > startsAt ? endsAt : new Date(startsAt.getTime() + length) });
  }
  return occurrences;
}
