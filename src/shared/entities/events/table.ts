// A team's games, training sessions and tournaments: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod/v4';
import { EVENT_KINDS, type EventKind, HOME_AWAY, type HomeAway, MAX_SCORE } from '../../constants';
import { type Clock, noServerFields, optionalText, required } from '../../field-rules';
import { createdAt, id, type Json, updatedAt } from '../../table-columns';
import { isDay, weeklyRepeatIssue } from '../../weekly-repeat';
import { teams } from '../teams/table';

/** Games, training sessions and tournaments of a team: the fixtures page, the calendar feeds. */
export const events = pgTable(
  'events',
  {
    id: id(),
    // A team's fixtures mean nothing without it: deleting the team deletes them.
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EventKind>().notNull(),
    /** For a game, the opponent as the club says it: 'vs Lae Eagles'. */
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    /** Games only. */
    homeAway: text('home_away').$type<HomeAway>(),
    /** The result of a game: both scores or neither. */
    scoreFor: integer('score_for'),
    scoreAgainst: integer('score_against'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_starts_at_idx').on(t.startsAt), index('events_team_id_idx').on(t.teamId)],
);

/** A point in time as ISO 8601 with its offset ('2026-11-28T18:30:00+10:00' or '...Z'), or a Date. */
export const instantField = (message: string) => () =>
  z.preprocess(
    (v) =>
      typeof v === 'string' && z.iso.datetime({ offset: true }).safeParse(v.trim()).success ? new Date(v.trim()) : v,
    z.date({ message }),
  );

export const REPEAT_UNTIL_MESSAGE = 'Enter a day (2026-12-19), or leave it empty';

export const SCORE_MESSAGE = `Enter a whole number from 0 to ${MAX_SCORE}`;

export const scoreField = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: SCORE_MESSAGE })
      .int(SCORE_MESSAGE)
      .min(0, SCORE_MESSAGE)
      .max(MAX_SCORE, SCORE_MESSAGE)
      .optional(),
  );

export const eventFields = createInsertSchema(events, {
  teamId: () =>
    z.uuid({
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'Choose a team' : 'Not the id of a team'),
    }),
  kind: () => z.enum(EVENT_KINDS, { message: 'Choose game, training or tournament' }),
  title: required('Title'),
  startsAt: instantField('Enter the date and time it starts'),
  endsAt: instantField('Enter the date and time it ends'),
  venue: required('Venue'),
  homeAway: () =>
    z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(HOME_AWAY, { message: 'Choose home or away' }).optional(),
    ),
  scoreFor: scoreField,
  scoreAgainst: scoreField,
  notes: optionalText,
}).omit(noServerFields);

/** The rules of an event, whatever else its body holds; `clock` says whether a game has started. */
export const eventRules = (clock: Clock) => (event: z.output<typeof eventFields>, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (event.startsAt && event.endsAt && event.endsAt <= event.startsAt) issue('endsAt', 'It must end after it starts');
  if (event.kind === 'game' && !event.homeAway) issue('homeAway', 'Choose home or away');
  if (event.kind !== 'game' && event.homeAway) issue('homeAway', 'Only a game is home or away');
  const scores = [event.scoreFor, event.scoreAgainst].filter((s) => s !== undefined && s !== null).length;
  if (scores === 0) return;
  if (event.kind !== 'game') issue('scoreFor', 'Only a game has a result');
  else if (scores === 1) issue(event.scoreFor == null ? 'scoreFor' : 'scoreAgainst', 'Enter both scores, or neither');
  else if (event.startsAt && event.startsAt.getTime() > clock.now().getTime()) {
    issue('scoreFor', 'A result can be entered once the game has started');
  }
};

export const eventSchemaOn = (clock: Clock) => eventFields.superRefine(eventRules(clock));

/** 'Repeat weekly until': a club day, 'YYYY-MM-DD'; empty means the event happens once. */
export const repeatUntilField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() : v),
  z.string({ message: REPEAT_UNTIL_MESSAGE }).refine(isDay, REPEAT_UNTIL_MESSAGE).optional(),
);

/**
 * A new event (POST /api/admin/events): an event, and optionally the last club day it repeats to each week. The
 * clock's zone says which club day an event starts on; its time whether a game has started.
 */
export const createEventSchema = (clock: Clock) =>
  eventFields.extend({ repeatWeeklyUntil: repeatUntilField }).superRefine((event, ctx) => {
    eventRules(clock)(event, ctx);
    const until = event.repeatWeeklyUntil;
    // Checked only once the day and the start can be read (each has its own message).
    if (!until || !isDay(until) || !(event.startsAt instanceof Date)) return;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['repeatWeeklyUntil'], message });
    if (event.scoreFor != null || event.scoreAgainst != null) issue('A game with a result happens once');
    else {
      const problem = weeklyRepeatIssue(event.startsAt, until, clock.timeZone);
      if (problem) issue(problem);
    }
  });

export type ClubEvent = Json<typeof events.$inferSelect>;

export type InsertEvent = z.input<ReturnType<typeof eventSchemaOn>>;

export type CreateEvent = z.output<ReturnType<typeof createEventSchema>>;
