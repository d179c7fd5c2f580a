// The server's half of events (src/shared/entities/events/definition.ts): a Coach's own teams' fixtures, the list's
// filters, events repeated weekly (ADR 035), how the log names one, and the changes their teams' followers hear of.

import { formatClubDay } from '../../shared/club-time';
import { EVENT_KIND_LABELS, type EventKind } from '../../shared/constants';
import { eventSchemaOn } from '../../shared/schema';
import { clubClockOf } from '../club-clock';
import { eventWrites } from '../follow/followed-writes';
import { eventCreate } from '../routes/event-create';
import { type EventQuery, eventFilter, eventQuery } from '../routes/event-filters';
import { defineServerEntity } from './define';

export const eventsServer = defineServerEntity('events', {
  insert: eventSchemaOn,
  access: { permission: 'fixtures', teamScoped: { words: "change another team's fixtures" } },
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
