// GET /api/events?team=&from=&to=: one team's fixtures, or those in a span of time. `from` and `to` are
// a day in the club's time zone ('2026-11-28': from its start; to its end) or an instant with its offset.
import { and, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod/v4';
import { addDays, fromClubInput } from '../../shared/club-time';
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

/** What a `from` or `to` names: an instant as itself; a day from its first moment, or to the next day's. */
function instant(value: string, edge: 'from' | 'to', timeZone: string): Date {
  if (!DAY.test(value)) return new Date(value);
  // The next day's start in the club's zone (a day with a change of offset is not 24 hours long).
  return fromClubInput(`${edge === 'from' ? value : addDays(value, 1)}T00:00`, timeZone)!;
}

/** The condition on events a query asks for: starting at or after `from`, before the end of `to`. */
export function eventFilter(query: EventQuery, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.team) conditions.push(eq(events.teamId, query.team));
  if (query.from) conditions.push(gte(events.startsAt, instant(query.from, 'from', timeZone)));
  // A day's `to` runs to the start of the next day; an instant `to` includes an event starting at it.
  if (query.to) {
    const end = instant(query.to, 'to', timeZone);
    conditions.push(DAY.test(query.to) ? lt(events.startsAt, end) : lte(events.startsAt, end));
  }
  return and(...conditions);
}
