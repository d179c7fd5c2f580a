// What a team's followers hear of a write to one of its fixtures (ADR 055): a fixture added within the
// next 14 days, moved (its start, end or venue), deleted, and a game's result. Nothing for an event that has ended,
// except its result. Worked out here from the row before and after the write, in the club's words and time.
import { formatClubDayTime } from '../../shared/club-time';
import { resultOf } from '../../shared/results';
import { eventHeadline } from '../../shared/schedule';
import type { ClubEvent } from '../../shared/schema';

/** An event is told as added only when it starts this soon: further ahead, the fixtures page is enough. */
export const ADDED_WITHIN_MS = 14 * 24 * 60 * 60 * 1000;

/** 'cancelled' is for a fixture called off while kept on the list: events have no such field yet (ADR 055). */
export type FixtureChangeKind = 'added' | 'moved' | 'cancelled' | 'deleted' | 'result';

/** What the email says of one change (follow_changes.details): the club's words, times in club time. */
export type ChangeDetails = {
  team: string;
  /** 'vs Lae Eagles', 'Training: Skills' (eventHeadline). */
  headline: string;
  /** When it is, 'Sat 28 Nov 2026, 6:30 pm', and where. */
  when: string;
  venue: string;
  /** A move: when and where it was before. */
  was?: { when: string; venue: string };
  /** A result: 'Won 54–48'. */
  result?: string;
};

export type FixtureChange = { kind: FixtureChangeKind; teamId: string; eventId: string; details: ChangeDetails };

type EventRow = Pick<
  ClubEvent,
  'id' | 'teamId' | 'kind' | 'title' | 'startsAt' | 'endsAt' | 'venue' | 'scoreFor' | 'scoreAgainst'
>;
/** Rows as the routes hold them: dates as Date (stored) or ISO text. */
type Row = Omit<EventRow, 'startsAt' | 'endsAt'> & { startsAt: Date | string; endsAt: Date | string };

const ms = (date: Date | string) => new Date(date).getTime();

function detailsOf(row: Row, team: string, timeZone: string): ChangeDetails {
  return {
    team,
    headline: eventHeadline(row),
    when: formatClubDayTime(row.startsAt, timeZone),
    venue: row.venue,
  };
}

function resultWords(row: Row): string | null {
  const result = resultOf({ kind: row.kind, scoreFor: row.scoreFor, scoreAgainst: row.scoreAgainst });
  return result ? `${result.word} ${row.scoreFor}–${row.scoreAgainst}` : null;
}

type Context = { now: Date; timeZone: string; teamName: (teamId: string) => string };

const ended = (row: Row, now: Date) => ms(row.endsAt) <= now.getTime();

function added(row: Row, { now, timeZone, teamName }: Context): FixtureChange[] {
  const soon = ms(row.startsAt) <= now.getTime() + ADDED_WITHIN_MS;
  if (ended(row, now) || !soon) return [];
  return [
    { kind: 'added', teamId: row.teamId, eventId: row.id, details: detailsOf(row, teamName(row.teamId), timeZone) },
  ];
}

function removed(row: Row, { now, timeZone, teamName }: Context): FixtureChange[] {
  if (ended(row, now)) return [];
  return [
    { kind: 'deleted', teamId: row.teamId, eventId: row.id, details: detailsOf(row, teamName(row.teamId), timeZone) },
  ];
}

/**
 * The changes one write makes: `before` null for a new event, `after` null for a deleted one. An event given to
 * another team is deleted for the first and added for the second.
 */
export function fixtureChanges(before: Row | null, after: Row | null, context: Context): FixtureChange[] {
  if (!before) return after ? added(after, context) : [];
  if (!after) return removed(before, context);
  if (before.teamId !== after.teamId) return [...removed(before, context), ...added(after, context)];
  const { now, timeZone, teamName } = context;
  const changes: FixtureChange[] = [];
  const details = detailsOf(after, teamName(after.teamId), timeZone);
  const moved =
    ms(before.startsAt) !== ms(after.startsAt) ||
    ms(before.endsAt) !== ms(after.endsAt) ||
    before.venue !== after.venue;
  if (moved && !ended(after, now)) {
    const was = detailsOf(before, details.team, timeZone);
    changes.push({
      kind: 'moved',
      teamId: after.teamId,
      eventId: after.id,
      details: { ...details, was: { when: was.when, venue: was.venue } },
    });
  }
  const result = resultWords(after);
  if (result && result !== resultWords(before)) {
    changes.push({ kind: 'result', teamId: after.teamId, eventId: after.id, details: { ...details, result } });
  }
  return changes;
}

/** A change as it waits in follow_changes, in the order they were made. */
export type PendingChange = { kind: string; eventId: string; details: ChangeDetails };

/** A line of a follower's email: what became of one event in the batch. */
export type ToldChange = { kind: FixtureChangeKind } & ChangeDetails;

/**
 * One follower's batch, one line per event and what it came to: moved three times is one move from where it was
 * to where it is now (none if it is back where it was); added then moved is added where it is now; added then
 * deleted is nothing; deleted after a move says when it was to be first. A result is its own line, the latest.
 */
export function mergeChanges(changes: readonly PendingChange[]): ToldChange[] {
  const byEvent = new Map<string, PendingChange[]>();
  for (const change of changes) byEvent.set(change.eventId, [...(byEvent.get(change.eventId) ?? []), change]);
  const told: ToldChange[] = [];
  for (const list of byEvent.values()) {
    const fixture = list.filter((c) => c.kind !== 'result');
    const result = list.filter((c) => c.kind === 'result').at(-1);
    const first = fixture[0];
    const last = fixture.at(-1);
    if (first && last) {
      const wasAdded = first.kind === 'added';
      const gone = last.kind === 'deleted' || last.kind === 'cancelled';
      const was = first.details.was ?? { when: first.details.when, venue: first.details.venue };
      if (gone && !wasAdded) told.push({ kind: last.kind as FixtureChangeKind, ...last.details, ...was });
      else if (!gone && wasAdded) told.push({ kind: 'added', ...last.details, was: undefined });
      else if (!gone) {
        const same = was.when === last.details.when && was.venue === last.details.venue;
        if (!same) told.push({ kind: 'moved', ...last.details, was });
      }
    }
    if (result) told.push({ kind: 'result', ...result.details });
  }
  return told.map(({ was, ...rest }) => (was ? { ...rest, was } : rest));
}
