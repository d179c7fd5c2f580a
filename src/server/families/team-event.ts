// An event as the coach's 'Who's coming' and attendance read it: with its team's name and choice, the players of
// that team, the words that name it ('U14 Development vs Lae Eagles') and whether it has started.
import { asc, eq } from 'drizzle-orm';
import { eventHeadline } from '../../shared/schedule';
import { events, players, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import { notFound } from '../errors';

export type TeamEvent = {
  id: string;
  teamId: string;
  kind: 'game' | 'training' | 'tournament';
  title: string;
  startsAt: Date;
  endsAt: Date;
  venue: string;
  teamName: string;
  /** A training counts players as coming unless they say no. */
  trainingCountsAsComing: boolean;
};

export const eventNotFound = () => notFound('Event not found');

const teamEventColumns = {
  id: events.id,
  teamId: events.teamId,
  kind: events.kind,
  title: events.title,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  venue: events.venue,
  teamName: teams.name,
  trainingCountsAsComing: teams.trainingCountsAsComing,
};

/** The event with its team, or undefined. */
export async function findTeamEvent(db: Db, id: string): Promise<TeamEvent | undefined> {
  const [found] = await db
    .select(teamEventColumns)
    .from(events)
    .innerJoin(teams, eq(teams.id, events.teamId))
    .where(eq(events.id, id));
  return found;
}

/** The event with its team; 404 when there is none. */
export async function teamEventOf(db: Db, id: string): Promise<TeamEvent> {
  const found = await findTeamEvent(db, id);
  if (!found) throw eventNotFound();
  return found;
}

/** Answers may change until the event starts; attendance is recorded from then on. */
export const hasStarted = (event: Pick<TeamEvent, 'startsAt'>, now: Date) => now.getTime() >= event.startsAt.getTime();

/** How staff and families read the event: 'U14 Development vs Lae Eagles', 'U14 Development Training: Skills'. */
export const eventName = (event: Pick<TeamEvent, 'teamName' | 'kind' | 'title'>) =>
  `${event.teamName} ${eventHeadline(event)}`;

/** The players of a team, by name: those who answer for its events. */
export function teamPlayers(db: Db, teamId: string) {
  return db
    .select({ id: players.id, name: players.name, jerseyNumber: players.jerseyNumber, familyId: players.familyId })
    .from(players)
    .where(eq(players.teamId, teamId))
    .orderBy(asc(players.name), asc(players.id));
}
