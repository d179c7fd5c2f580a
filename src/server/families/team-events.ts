// The games, training and tournaments of players' teams over a stretch of time, and the players' answers to them:
// what the family page lists for each child. Its own file so that whatever else lists a team's coming events with
// the answers (a coach's list, a reminder) reads them the same way.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { availability } from '../../shared/availability-tables';
import { events } from '../../shared/schema';
import type { Db } from '../db/client';

export type TeamEventRow = typeof events.$inferSelect;
export type AnswerRow = typeof availability.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The teams' events not yet over at `now` that start within `days` days of it, soonest first: one under way is
 * still listed (its answer shown, no longer changeable).
 */
export async function teamEventsAhead(db: Db, teamIds: string[], now: Date, days: number): Promise<TeamEventRow[]> {
  if (teamIds.length === 0) return [];
  const until = new Date(now.getTime() + days * DAY_MS);
  return db
    .select()
    .from(events)
    .where(and(inArray(events.teamId, teamIds), gt(events.endsAt, now), lt(events.startsAt, until)))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** The event, when it is one of the team's; a team's player may answer for no other. */
export async function teamEvent(db: Db, teamId: string, eventId: string): Promise<TeamEventRow | undefined> {
  const [found] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.teamId, teamId)));
  return found;
}

/** The players' answers to the events, by `${eventId}:${playerId}` (answerKey). */
export async function answersTo(db: Db, eventIds: string[], playerIds: string[]): Promise<Map<string, AnswerRow>> {
  if (eventIds.length === 0 || playerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(availability)
    .where(and(inArray(availability.eventId, eventIds), inArray(availability.playerId, playerIds)));
  return new Map(rows.map((row) => [answerKey(row.eventId, row.playerId), row]));
}

export const answerKey = (eventId: string, playerId: string) => `${eventId}:${playerId}`;
