// The server's one clock (ADR 058): the app's `now` (the clock it was built with, a test's to move) and
// CLUB_TIMEZONE, as the shared date checks take them.
import type { FastifyInstance } from 'fastify';
import { type ClubClock, clubToday } from '../shared/club-time';

export const clubClockOf = (app: FastifyInstance): ClubClock => ({ now: app.now, timeZone: app.env.CLUB_TIMEZONE });

/** An instant and the club's calendar day at that same instant: what the public may see depends on both. */
export type ClubMoment = { now: Date; today: string };

/** The app's now and its club day, read once so the two never straddle midnight. */
export function clubMomentOf(app: FastifyInstance): ClubMoment {
  const now = app.now();
  return { now, today: clubToday(now, app.env.CLUB_TIMEZONE) };
}
