// The activity of every content entity, recorded by its generic routes (routes/content-routes.ts) from the words
// declared for it (entity-words.ts): added, changed (which fields), deleted, brought back, reordered; and for a
// game, a result entered or changed.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EntityKey } from '../../shared/entities';
import { teams } from '../../shared/schema';
import type { Db } from '../db/client';
import type { EntityActivity } from './entity-words';
import { actorName, recordActivity } from './record';
import {
  added,
  addedRepeats,
  broughtBack,
  changed,
  changedFields,
  deleted,
  opponentOf,
  reordered,
  result,
  resultRemoved,
} from './sentences';

type Row = Record<string, unknown>;

async function teamNameOf(db: Db, teamId: unknown): Promise<string | null> {
  if (typeof teamId !== 'string') return null;
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return team?.name ?? null;
}

const timeZoneOf = (request: FastifyRequest) => request.server.env.CLUB_TIMEZONE;

const hasScore = (row: Row) => typeof row.scoreFor === 'number' && typeof row.scoreAgainst === 'number';

export function contentActivity(key: EntityKey, words: EntityActivity) {
  async function itemOf(request: FastifyRequest, db: Db, row: Row) {
    const teamName = words.namesTeam ? await teamNameOf(db, row.teamId) : null;
    return words.item(row, { teamName, timeZone: timeZoneOf(request) });
  }
  const record = (request: FastifyRequest, db: Db, row: Row | null, sentence: string, fields?: string[]) =>
    recordActivity(
      request,
      { section: words.section, itemKind: key, itemId: row ? (row.id as string) : null, sentence, fields },
      db,
    );

  return {
    async created(request: FastifyRequest, rows: Row[], db: Db = request.server.db) {
      const [first] = rows;
      if (!first) return;
      const item = await itemOf(request, db, first);
      const who = actorName(request);
      const told = words.told?.({ who, item, before: null, after: first, changed: [], timeZone: timeZoneOf(request) });
      const sentence = told ?? (rows.length > 1 ? addedRepeats(who, item, rows.length) : added(who, item));
      await record(request, db, first, sentence);
    },

    async updated(request: FastifyRequest, before: Row, after: Row, db: Db = request.server.db) {
      const fields = changedFields(before, after, words.fields);
      const who = actorName(request);
      const scoreChanged = before.scoreFor !== after.scoreFor || before.scoreAgainst !== after.scoreAgainst;
      if (key === 'events' && scoreChanged && hasScore(after)) {
        const team = (await teamNameOf(db, after.teamId)) ?? 'our team';
        const words = {
          team,
          scoreFor: after.scoreFor as number,
          scoreAgainst: after.scoreAgainst as number,
          opponent: opponentOf(String(after.title ?? '')),
        };
        await record(request, db, after, result(who, !hasScore(before), words), fields);
        return;
      }
      const item = await itemOf(request, db, after);
      const told = words.told?.({ who, item, before, after, changed: fields, timeZone: timeZoneOf(request) });
      if (told) {
        await record(request, db, after, told, fields);
        return;
      }
      const removed = key === 'events' && hasScore(before) && !hasScore(after);
      await record(request, db, after, removed ? resultRemoved(who, item) : changed(who, fields, item), fields);
    },

    async deleted(request: FastifyRequest, row: Row, db: Db) {
      await record(request, db, row, deleted(actorName(request), await itemOf(request, db, row)));
    },

    async restored(request: FastifyRequest, row: Row, db: Db) {
      await record(request, db, row, broughtBack(actorName(request), await itemOf(request, db, row)));
    },

    async reordered(request: FastifyRequest) {
      await record(request, request.server.db, null, reordered(actorName(request), words.plural));
    },
  };
}

export type ContentActivity = ReturnType<typeof contentActivity>;
