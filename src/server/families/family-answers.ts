// A family's answer to 'Coming?' for one of their child's events, given on their page: saved at once (the latest
// counts), its note to the coach sealed at rest, and refused once the event has started (then only the coach can
// change what is recorded).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { AVAILABILITY_ANSWERS, type FamilyEvent, NOTE_MAX_LENGTH } from '../../shared/families';
import { availability, type FamilyRow } from '../../shared/schema';
import { AppError } from '../errors';
import { childNotFound, childrenWithTeams, eventNotFound, familyEventOf } from './family-page';
import { teamEvent } from './team-events';

/** A blank note is no note; text is kept as typed, without the spaces around it. */
const noteField = z.preprocess(
  (value) => (value === undefined || value === null ? null : typeof value === 'string' ? value.trim() || null : value),
  z
    .string({ message: 'Write the note as text' })
    .max(NOTE_MAX_LENGTH, `Keep the note to the coach to ${NOTE_MAX_LENGTH} characters`)
    .nullable(),
);

/** PUT /api/family/{token}/availability, and the page's plain form. */
export const familyAnswerSchema = z.object({
  eventId: z.uuid({ message: 'Not the id of an event' }),
  playerId: z.uuid({ message: 'Not the id of a player' }),
  answer: z.enum(AVAILABILITY_ANSWERS, { message: 'Choose Yes, No or Maybe' }),
  note: noteField.optional(),
});

export type FamilyAnswer = z.output<typeof familyAnswerSchema>;

/** Saves the answer for one of the family's children to one of their team's events not yet started. */
export async function saveFamilyAnswer(
  app: FastifyInstance,
  family: FamilyRow,
  input: FamilyAnswer,
): Promise<FamilyEvent> {
  const child = (await childrenWithTeams(app.db, family.id)).find((row) => row.id === input.playerId);
  if (!child) throw childNotFound();
  const event = child.teamId ? await teamEvent(app.db, child.teamId, input.eventId) : undefined;
  if (!event) throw eventNotFound();
  const now = app.now();
  if (event.startsAt.getTime() <= now.getTime()) {
    throw new AppError(409, `This ${event.kind} has started: the answer can no longer be changed. Tell the coach.`);
  }
  const note = input.note ?? null;
  const answer = {
    answer: input.answer,
    note: note === null ? null : app.sealer.seal(note),
    answeredAt: now,
    givenBy: 'family' as const,
  };
  const [saved] = await app.db
    .insert(availability)
    .values({ eventId: event.id, playerId: child.id, ...answer })
    .onConflictDoUpdate({ target: [availability.eventId, availability.playerId], set: answer })
    .returning();
  return familyEventOf(app.sealer, event, child.teamName ?? '', saved, now);
}
