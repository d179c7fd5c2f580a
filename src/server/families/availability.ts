// Who is coming to an event, as the coach sees it ('Who's coming'): each player of the event's team with their
// answer, its note opened, who gave it and the attendance recorded; and an answer the family gave staff by phone.
// Notes are the family's words to the coach: opened here for the coach only, never logged or put in an activity
// entry.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnswerSource, AvailabilityAnswer, EventAvailability, PlayerAvailability } from '../../shared/families';
import { attendance, availability, players } from '../../shared/schema';
import type { Db } from '../db/client';
import { AppError, notFound } from '../errors';
import { type Sealer, UNREADABLE } from '../sealing/sealed';
import { hasStarted, type TeamEvent } from './team-event';

type App = Pick<FastifyInstance, 'db' | 'sealer' | 'now'>;

export const STARTED =
  'This event has started: answers can no longer change (record who came in the attendance instead)';

export const playerNotInTeam = () => notFound("No such player in this event's team");

/** A note at rest, opened; one sealed with a key this server lacks says so rather than failing the list. */
const openNote = (sealer: Sealer, note: string | null, eventId: string, playerId: string) =>
  note === null
    ? null
    : sealer.openOr<string>(note, { table: 'availability', id: `${eventId}/${playerId}` }, UNREADABLE);

/** Whether no answer counts as Yes: a training of a team that counts players as coming unless they say no. */
export const assumesComing = (event: Pick<TeamEvent, 'kind' | 'trainingCountsAsComing'>) =>
  event.kind === 'training' && event.trainingCountsAsComing;

export async function eventAvailability(app: App, event: TeamEvent): Promise<EventAvailability> {
  const rows = await app.db
    .select({
      playerId: players.id,
      name: players.name,
      jerseyNumber: players.jerseyNumber,
      answer: availability.answer,
      note: availability.note,
      answeredAt: availability.answeredAt,
      givenBy: availability.givenBy,
      attendance: attendance.status,
    })
    .from(players)
    .leftJoin(availability, and(eq(availability.playerId, players.id), eq(availability.eventId, event.id)))
    .leftJoin(attendance, and(eq(attendance.playerId, players.id), eq(attendance.eventId, event.id)))
    .where(eq(players.teamId, event.teamId))
    .orderBy(players.name, players.id);
  const counts = { yes: 0, no: 0, maybe: 0, none: 0 };
  const assumed = assumesComing(event);
  const list = rows.map((row): PlayerAvailability => {
    const isAssumed = row.answer === null && assumed;
    counts[isAssumed ? 'yes' : (row.answer ?? 'none')] += 1;
    return {
      playerId: row.playerId,
      name: row.name,
      jerseyNumber: row.jerseyNumber,
      answer: row.answer,
      assumed: isAssumed,
      note: openNote(app.sealer, row.note, event.id, row.playerId),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      givenBy: row.givenBy,
      attendance: row.attendance,
    };
  });
  return { eventId: event.id, counts, players: list, started: hasStarted(event, app.now()) };
}

/** The player, when they are in the event's team; 404 otherwise. */
export async function teamPlayerOf(db: Db, event: Pick<TeamEvent, 'teamId'>, playerId: string) {
  const [player] = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(and(eq(players.id, playerId), eq(players.teamId, event.teamId)));
  if (!player) throw playerNotInTeam();
  return player;
}

export type GivenAnswer = { answer: AvailabilityAnswer; note: string | null };

/**
 * Stores a player's answer, replacing any earlier one (the latest counts), until the event starts (409 after): the
 * same rule for the family's page and for staff taking it by phone.
 */
export async function recordAnswer(
  app: App,
  event: TeamEvent,
  playerId: string,
  given: GivenAnswer,
  givenBy: AnswerSource,
): Promise<void> {
  const now = app.now();
  if (hasStarted(event, now)) throw new AppError(409, STARTED);
  const values = {
    answer: given.answer,
    note: given.note === null ? null : app.sealer.seal(given.note),
    answeredAt: now,
    givenBy,
  };
  await app.db
    .insert(availability)
    .values({ eventId: event.id, playerId, ...values })
    .onConflictDoUpdate({ target: [availability.eventId, availability.playerId], set: values });
}
