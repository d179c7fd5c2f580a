// What followers hear of staff's writes (ADR 055), done in the write's own transaction by the content
// routes (routes/content-routes.ts) for the entities whose server half names them (src/server/entities/), as the
// activity log is: an event's changes wait for their batch in follow_changes; an article that is public after the
// write has its emails queued at once (news.ts).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { followChanges, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import { type FixtureChange, fixtureChanges } from './fixture-changes';
import { announceNews } from './news';

type Row = Record<string, unknown>;

export type FollowedWrites = {
  created(request: FastifyRequest, rows: Row[], tx: Db): Promise<void>;
  updated(request: FastifyRequest, before: Row, after: Row, tx: Db): Promise<void>;
  deleted(request: FastifyRequest, row: Row, tx: Db): Promise<void>;
  restored(request: FastifyRequest, row: Row, tx: Db): Promise<void>;
};

type EventRow = Parameters<typeof fixtureChanges>[0] & {};

async function teamNames(tx: Db, rows: (EventRow | null)[]): Promise<(teamId: string) => string> {
  const ids = [...new Set(rows.flatMap((row) => (row ? [row.teamId] : [])))];
  const found = ids.length ? await tx.select().from(teams).where(inArray(teams.id, ids)) : [];
  const names = new Map(found.map((team) => [team.id, team.name]));
  return (teamId) => names.get(teamId) ?? 'Our team';
}

/** Stores the changes of one write of events, stamped with the app's clock; none while no email can be sent. */
async function record(app: FastifyInstance, tx: Db, pairs: [EventRow | null, EventRow | null][]): Promise<void> {
  if (!app.mailSender.enabled) return;
  const teamName = await teamNames(tx, pairs.flat());
  const context = { now: app.now(), timeZone: app.env.CLUB_TIMEZONE, teamName };
  const changes: FixtureChange[] = pairs.flatMap(([before, after]) => fixtureChanges(before, after, context));
  if (changes.length === 0) return;
  await tx.insert(followChanges).values(changes.map((change) => ({ ...change, at: context.now })));
}

const asEvent = (row: Row) => row as unknown as EventRow;

export const eventWrites: FollowedWrites = {
  created: (request, rows, tx) =>
    record(
      request.server,
      tx,
      rows.map((row) => [null, asEvent(row)]),
    ),
  updated: (request, before, after, tx) => record(request.server, tx, [[asEvent(before), asEvent(after)]]),
  deleted: (request, row, tx) => record(request.server, tx, [[asEvent(row), null]]),
  async restored(request, row, tx) {
    // Undone before its batch went: the deletion is taken back and nobody hears of either.
    const untold = await tx
      .delete(followChanges)
      .where(
        and(
          eq(followChanges.eventId, String(row.id)),
          eq(followChanges.kind, 'deleted'),
          isNull(followChanges.dispatchedAt),
        ),
      )
      .returning({ id: followChanges.id });
    if (untold.length === 0) await record(request.server, tx, [[null, asEvent(row)]]);
  },
};

/** An article public after the write is announced in it; one restored by Undo only if it never was. */
export const newsWrites: FollowedWrites = {
  created: async (request, rows, tx) => {
    await announceNews(request.server, tx, { only: rows.map((row) => String(row.id)) });
  },
  updated: async (request, _before, after, tx) => {
    await announceNews(request.server, tx, { only: [String(after.id)] });
  },
  deleted: async () => {},
  restored: async (request, row, tx) => {
    await announceNews(request.server, tx, { only: [String(row.id)] });
  },
};
