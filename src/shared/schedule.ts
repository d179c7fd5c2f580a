// Which fixtures are ahead and which are results, at a moment: one rule for the public pages, the landing page's
// "next up" under each team, and the response cache's expiry (a page changes when an event ends).
import { EVENT_KIND_LABELS } from './constants';
import { resultOf } from './results';
import type { ClubEvent } from './schema';

const time = (iso: string) => Date.parse(iso);

/** Not yet over and without a result, soonest first: a game in progress is still upcoming until it is scored. */
export function upcomingEvents<E extends ClubEvent>(events: E[], now: Date): E[] {
  return events
    .filter((e) => time(e.endsAt) > now.getTime() && resultOf(e) === null)
    .sort((a, b) => time(a.startsAt) - time(b.startsAt));
}

/** Games with a result, latest first. */
export function resultEvents<E extends ClubEvent>(events: E[]): E[] {
  return events.filter((e) => resultOf(e) !== null).sort((a, b) => time(b.startsAt) - time(a.startsAt));
}

/** Each team's next upcoming event. */
export function nextEventByTeam<E extends ClubEvent>(events: E[], now: Date): Map<string, E> {
  const next = new Map<string, E>();
  for (const event of upcomingEvents(events, now)) if (!next.has(event.teamId)) next.set(event.teamId, event);
  return next;
}

/** The next moment an event ends after `now` (when what is upcoming changes without a write), or null. */
export function nextScheduleChange(events: ClubEvent[], now: Date): Date | null {
  let next = Number.POSITIVE_INFINITY;
  for (const event of events) {
    const end = time(event.endsAt);
    if (end > now.getTime() && end < next) next = end;
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

/** What an event is, in one line: a game's opponent ('vs Lae Eagles'), else its kind and title ('Training: Skills'). */
export const eventHeadline = (event: Pick<ClubEvent, 'kind' | 'title'>) =>
  event.kind === 'game' ? event.title : `${EVENT_KIND_LABELS[event.kind]}: ${event.title}`;
