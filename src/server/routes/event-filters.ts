// GET /api/events?team=&from=&to= (issue 12): one team's fixtures, or those in a span of time. `from` and `to` are
// a day in the club's time zone ('2026-11-28': from its start; to its end) or an instant with its offset.
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod/v4';
import { fromClubInput } from '../../shared/club-time';
import { events } from '../../shared/schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHEN_MESSAGE = 'Enter a day (2026-11-28) or a date and time with its offset (2026-11-28T18:30:00+10:00)';

const when = z
  .string()
  .trim()
  .refine(
    (v) =>
      DAY.test(v) ? fromClubInput(`${v}T00:00`, 'UTC') !== null : z.iso.datetime({ offset: true }).safeParse(v).success,
    {
      message: WHEN_MESSAGE,
    },
  )
  .optional();

export const eventQuery = z.object({
  team: z.uuid({ message: 'Not the id of a team' }).optional(),
  from: when,
  to: when,
});
export type EventQuery = z.output<typeof eventQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant a `from` names, or the first instant after what a `to` names. */
function instant(value: string, edge: 'from' | 'to', timeZone: string): Date {
  if (!DAY.test(value)) return new Date(value);
  const start = fromClubInput(`${value}T00:00`, timeZone)!;
  if (edge === 'from') return start;
  // The next day's start in the club's zone (a day with a change of offset is not 24 hours long).
  const next = new Date(Date.parse(`${value}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return fromClubInput(`${next}T00:00`, timeZone)!;
}

/** True when the request asks for part of the list. */
export const isFiltered = (query: EventQuery) =>
  query.team !== undefined || query.from !== undefined || query.to !== undefined;

/** The condition on events a query asks for: starting at or after `from`, before the end of `to`. */
export function eventFilter(query: EventQuery, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.team) conditions.push(eq(events.teamId, query.team));
  if (query.from) conditions.push(gte(events.startsAt, instant(query.from, 'from', timeZone)));
  if (query.to) {
    const end = instant(query.to, 'to', timeZone);
    // An instant `to` includes an event starting at it.
    conditions.push(DAY.test(query.to) ? lt(events.startsAt, end) : lt(events.startsAt, new Date(end.getTime() + 1)));
  }
  return and(...conditions);
}
