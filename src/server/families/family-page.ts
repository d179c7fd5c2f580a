// What a family's private page shows (FamilyPage, src/shared/families.ts): for each child, their team, how long
// their photos may be published, and their team's events of the next FAMILY_PAGE_DAYS days with the child's answer
// and note; then the family's money (payments/family-money.ts). Read for the token's holder alone: nothing here is public, cached or logged.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FAMILY_PAGE_DAYS,
  type FamilyChild,
  type FamilyEvent,
  type FamilyPage,
  firstNameOf,
} from '../../shared/families';
import { photosAllowedUntil } from '../../shared/publishing';
import { type FamilyRow, players, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { AddressLimit } from '../limits/per-address';
import { familyMoneyOf } from '../payments/family-money';
import { type Sealer, UNREADABLE } from '../sealing/sealed';
import { CONTACT_RATE_LIMIT } from '../services/enquiries';
import { contactsOf, familyByToken } from './family';
import { type AnswerRow, answerKey, answersTo, type TeamEventRow, teamEventsAhead } from './team-events';

/**
 * Every request to a family link, right token or wrong, counts against its address as enquiries do: a guesser
 * gets no further than a flooder of the contact form. Its own counter, so neither spends the other's.
 */
export const FAMILY_RATE_LIMIT: AddressLimit = { ...CONTACT_RATE_LIMIT, name: 'family' };

/** One answer for every wrong or ended token, so that none tells a guesser anything. */
export const familyNotFound = () => notFound('Family page not found');

/** A child not the family's, an event not their team's: as if there were none. */
export const childNotFound = () => notFound('Player not found');
export const eventNotFound = () => notFound('Event not found');

/** The family a token opens, or the 404 every wrong or ended token gets. */
export async function openFamily(db: Db, token: string): Promise<FamilyRow> {
  const family = await familyByToken(db, token);
  if (!family) throw familyNotFound();
  return family;
}

/** A family's child as the page reads them: their publishing choices and their team. */
export type ChildRow = {
  id: string;
  name: string;
  teamId: string | null;
  teamName: string | null;
  showPhoto: boolean;
  photoConsentDate: string | null;
};

/** The family's children (players with its familyId), in the order they were added (added together: by name). */
export function childrenWithTeams(db: Db, familyId: string): Promise<ChildRow[]> {
  return db
    .select({
      id: players.id,
      name: players.name,
      teamId: players.teamId,
      teamName: teams.name,
      showPhoto: players.showPhoto,
      photoConsentDate: players.photoConsentDate,
    })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.teamId))
    .where(eq(players.familyId, familyId))
    .orderBy(asc(players.createdAt), asc(players.name), asc(players.id));
}

/** The note as the family wrote it, opened; one that cannot be opened says so rather than failing the page. */
const noteOf = (sealer: Sealer, answer: AnswerRow) =>
  answer.note === null
    ? null
    : sealer.openOr<string>(
        answer.note,
        { table: 'availability', id: answerKey(answer.eventId, answer.playerId) },
        UNREADABLE,
      );

/** One event on the page with the child's answer; open until it starts. */
export function familyEventOf(
  sealer: Sealer,
  event: TeamEventRow,
  teamName: string,
  answer: AnswerRow | undefined,
  now: Date,
): FamilyEvent {
  return {
    id: event.id,
    kind: event.kind,
    title: event.title,
    teamName,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    venue: event.venue,
    answer: answer?.answer ?? null,
    note: answer ? noteOf(sealer, answer) : null,
    open: now.getTime() < event.startsAt.getTime(),
  };
}

/** The page of a family at the app's time: each child, their photo consent, their team's coming events. */
export async function familyPageOf(app: FastifyInstance, family: FamilyRow): Promise<FamilyPage> {
  const now = app.now();
  const today = app.today();
  const children = await childrenWithTeams(app.db, family.id);
  const teamIds = [...new Set(children.flatMap((child) => (child.teamId ? [child.teamId] : [])))];
  const events = await teamEventsAhead(app.db, teamIds, now, FAMILY_PAGE_DAYS);
  const answers = await answersTo(
    app.db,
    events.map((event) => event.id),
    children.map((child) => child.id),
  );
  const childOf = (child: ChildRow): FamilyChild => ({
    playerId: child.id,
    firstName: firstNameOf(child.name),
    teamName: child.teamName,
    photosUntil: photosAllowedUntil(child, today),
    events: events
      .filter((event) => event.teamId === child.teamId)
      .map((event) =>
        familyEventOf(app.sealer, event, child.teamName ?? '', answers.get(answerKey(event.id, child.id)), now),
      ),
  });
  return {
    guardianName: contactsOf(app.sealer, family).guardianName,
    children: children.map(childOf),
    money: await familyMoneyOf(app.db, family.id),
  };
}
