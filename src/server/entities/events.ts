// The server's half of events (src/shared/entities/events/definition.ts): the list's filters, events repeated weekly
// (ADR 035), how the log names one, and the changes their teams' followers hear of.

import { formatClubDay } from '../../shared/club-time';
import { EVENT_KIND_LABELS, type EventKind } from '../../shared/constants';
import { type Clock, type CreateEvent, createEventSchema, eventSchemaOn } from '../../shared/schema';
import { weeklyOccurrences } from '../../shared/weekly-repeat';
import { clubClockOf } from '../club-clock';
import { eventWrites } from '../follow/followed-writes';
import { type EventQuery, eventFilter, eventQuery } from '../services/event-filters';
import { type CreateMany, defineServerEntity } from './define';

/**
 * POST /api/admin/events (ADR 035): an event, or with `repeatWeeklyUntil` one each week to that club day, at the same
 * wall-clock times in the club's zone. The reply is the first event, as for any create. `clock` (the app's) says
 * whether a game has started, so may have a result; its zone, which day is which.
 */
function eventCreate(clock: Clock): CreateMany {
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

export const eventsServer = defineServerEntity('events', {
  insert: eventSchemaOn,
  demo: () => import('./demo/events').then((demo) => demo.eventsDemo),
  listQuery: { schema: eventQuery, where: (query, app) => eventFilter(query as EventQuery, app.env.CLUB_TIMEZONE) },
  // In the club's zone, on the app's clock.
  createMany: (app) => eventCreate(clubClockOf(app)),
  naming: {
    namesTeam: true,
    // 'the game "vs Lae Eagles" of U16 Competitive on Sat 28 Nov 2026'
    item: (row, { teamName, timeZone }) => {
      const kind = EVENT_KIND_LABELS[row.kind as EventKind]?.toLowerCase() ?? 'event';
      const team = teamName ? ` of ${teamName}` : '';
      const day = row.startsAt instanceof Date ? ` on ${formatClubDay(row.startsAt, timeZone)}` : '';
      return { the: `the ${kind} "${typeof row.title === 'string' ? row.title : ''}"${team}${day}` };
    },
  },
  followed: eventWrites,
});
