// What the server adds to an entity's definition (ADR 056): the rules its writes are checked with, how the activity
// log names one item when its title will not do, which rows and columns visitors see when the columns' classes are
// not enough, and what a write does besides (followers, a slug, fields worked out). The browser-safe half, with the
// columns' classes and words and who may write it, is src/shared/entities/<entity>/definition.ts; its table is in
// src/shared/entities/tables.ts. The hooks are declared here, and the content routes (routes/content-routes.ts)
// call them: the routes read the entities, never the other way.
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod/v4';
import type { EntityKey } from '../../shared/entities';
import type { Clock } from '../../shared/schema';
import type { EntityNaming } from '../activity/entity-words';
import type { Db } from '../db/client';
import type { FollowedWrites } from '../follow/followed-writes';
import type { ViewRules } from '../services/public-view';
import type { EntityDemo } from './demo/define';

/** A create body that may make several rows: its schema (declared and parsed), and the rows a valid body makes. */
export type CreateMany = {
  schema: z.ZodType<Record<string, unknown>>;
  /** In order; the first is the reply. */
  rows(values: Record<string, unknown>): Record<string, unknown>[];
  /** The operation's summary in the API document. */
  summary: string;
};

/** A filter of a public list: its parameters, and the rows they select. */
export type ListQuery = {
  schema: z.ZodObject;
  where(query: Record<string, unknown>, app: FastifyInstance): SQL | undefined;
};

/** Fields staff's list adds to each row, worked out for the person asking. */
export type StaffList = {
  schema(row: z.ZodType): z.ZodType;
  rows(
    app: FastifyInstance,
    request: FastifyRequest,
    rows: Record<string, unknown>[],
  ): Promise<Record<string, unknown>[]>;
};

/** What the content routes do for an entity beyond reading and saving its fields: a list's filter, write hooks. */
export type EntityHooks = {
  /** Query parameters the public list takes to answer part of itself (GET /api/events?team=). */
  listQuery?: ListQuery;
  /**
   * Refuses values naming a row that does not exist (an article's tour) with the field's message, read in the
   * write's own transaction: a 400 naming the field, not the database's refusal of the foreign key.
   */
  assertReferences?: (db: Db, values: Record<string, unknown>) => Promise<void>;
  /** Fields the server adds to a new row (a news article's slug), read in the create's own write. */
  onCreate?: (db: Db, values: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** A create whose body may stand for several rows (an event repeated weekly, ADR 035); JSON entities only. */
  createMany?: (app: FastifyInstance) => CreateMany;
  /** Why a deleted item cannot come back when a unique field of it has been taken since (a news article's slug). */
  restoreClash?: string;
  /** Fields the server works out from the valid ones on the club's day (a player's age from the date of birth). */
  prepare?: (values: Record<string, unknown>, mode: 'create' | 'update', today: string) => Record<string, unknown>;
  /**
   * What staff's full list adds to each row (a Coach's players: whether their season fee is paid), and its schema
   * in the API document.
   */
  staffList?: StaffList;
  /** What followers hear of a write, in its transaction (ADR 055): events' changes, articles made public. */
  followed?: FollowedWrites;
};

export type ServerEntity<Key extends EntityKey = EntityKey> = {
  key: Key;
  /** The schema create and update calls are checked with; its date checks read `clock` (the app's). */
  insert(clock: Clock): z.ZodType;
  /** How the activity log names one item when quoting its `namedBy` column will not do (a child, a game). */
  naming?: EntityNaming;
  /** Which rows visitors see, and the rule for its 'when-allowed' columns. */
  publicView?: ViewRules;
  /** Its demo content (`npm run seed:demo`), loaded only by the seed. */
  demo(): Promise<EntityDemo>;
} & EntityHooks;

/** The server's half of the entity `key` (src/shared/entities/<entity>/definition.ts is the other). */
export const defineServerEntity = <Key extends EntityKey>(
  key: Key,
  entity: Omit<ServerEntity<Key>, 'key'>,
): ServerEntity<Key> => ({ key, ...entity });

/** The schema of an entity whose checks do not read the date. */
export const fixed =
  (schema: z.ZodType) =>
  (_clock: Clock): z.ZodType =>
    schema;
