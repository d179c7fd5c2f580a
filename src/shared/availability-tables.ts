// What families answer and coaches record about each event: who is coming (with a sealed note to the coach),
// who came, and which games' reminders have gone. Never public: no public answer, page, feed or cache reads them.
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './entities/events/table';
import { players } from './entities/players/table';
import type { AnswerSource, AttendanceStatus, AvailabilityAnswer } from './families';

/** A player's answer to 'Coming?' for one event: the latest one given counts. */
export const availability = pgTable(
  'availability',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    answer: text('answer').$type<AvailabilityAnswer>().notNull(),
    /** The note to the coach, sealed with DATA_KEY; null when none was left. */
    note: text('note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    /** The family on their page, or staff who took the answer by phone. */
    givenBy: text('given_by').$type<AnswerSource>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.playerId] }), index('availability_player_id_idx').on(t.playerId)],
);

/** Who came to an event, as the coach marked it from its start. */
export const attendance = pgTable(
  'attendance',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status').$type<AttendanceStatus>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.playerId] }), index('attendance_player_id_idx').on(t.playerId)],
);

/**
 * The games whose families have been reminded to answer: a row is claimed once (its key), by whichever instance
 * gets there first, in the transaction that queues the emails.
 */
export const availabilityReminders = pgTable('availability_reminders', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
