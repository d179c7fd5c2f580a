// POST /api/admin/events (ADR 035): an event, or with `repeatWeeklyUntil` one each week to that club day, at the same
// wall-clock times in the club's zone. The reply is the first event, as for any create.
import { type Clock, type CreateEvent, createEventSchema } from '../../shared/schema';
import { weeklyOccurrences } from '../../shared/weekly-repeat';
import type { CreateMany } from './content-routes';

/** `clock` (the app's) says whether a game has started, so may have a result; its zone, which day is which. */
export function eventCreate(clock: Clock): CreateMany {
  return {
    schema: createEventSchema(clock) as CreateMany['schema'],
    summary:
      'Add an event; with repeatWeeklyUntil, one each week to that day at the same club time (the reply is the first)',
    rows(values) {
      const { repeatWeeklyUntil, ...event } = values as CreateEvent;
      if (!repeatWeeklyUntil) return [event];
      return weeklyOccurrences(event, repeatWeeklyUntil, clock.timeZone).map((when) => ({ ...event, ...when }));
    },
  };
}
