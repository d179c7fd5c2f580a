// The routes of every content entity of docs/product.md "API calls" (services/content-catalogue.ts): what each create
// and update checks and works out, and who may make them.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ENTITIES, type EntityKey } from '../../shared/entities';
import { type Clock, ENTITY_TABLES, type EntityTable, newsArticles, tours } from '../../shared/schema';
import { contentActivity } from '../activity/content-activity';
import { ENTITY_ACTIVITY } from '../activity/entity-words';
import { withExcerpt } from '../articles/article-excerpt';
import { clubClockOf } from '../club-clock';
import { AppError } from '../errors';
import { FOLLOWED_WRITES } from '../follow/followed-writes';
import { CONTENT_ENTITIES, type ContentEntity } from '../services/content-catalogue';
import { prepareCoach, preparePlayer } from '../services/people';
import { newSlug } from '../services/slugs';
import {
  type ContentConfig,
  type ListQuery,
  registerContentAdminRoutes,
  registerContentRoutes,
} from './content-routes';
import { eventCreate } from './event-create';
import { type EventQuery, eventFilter, eventQuery } from './event-filters';

/**
 * Fields the server sets on create. A news article's or tour's slug is read and written under the images lock that
 * every write of theirs holds (their image is an upload), so two created at once cannot take the same slug.
 */
const ON_CREATE: Partial<Record<EntityKey, ContentConfig['onCreate']>> = {
  news: async (db, values) => ({ ...values, slug: await newSlug(db, newsArticles, String(values.title)) }),
  tours: async (db, values) => ({ ...values, slug: await newSlug(db, tours, String(values.title)) }),
};

/** An article names its tour by id: one that is no tour is the field's mistake, not the server's. */
const REFERENCES: Partial<Record<EntityKey, ContentConfig['assertReferences']>> = {
  news: async (db, values) => {
    if (typeof values.tourId !== 'string') return;
    const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, values.tourId));
    if (!tour) throw new AppError(400, 'Invalid input', [{ path: 'tourId', message: 'Not the id of a tour' }]);
  },
};

/** Why a deleted item cannot be restored when a unique field of it has been taken since (ADR 031). */
const RESTORE_CLASHES: Partial<Record<EntityKey, string>> = {
  news: 'another article now has its web address',
  tours: 'another tour now has its web address',
};
/** Fields worked out from the valid ones: on the club's day (ADR 032), an article's excerpt from its body (ADR 046). */
const PREPARE: Partial<Record<EntityKey, ContentConfig['prepare']>> = {
  players: preparePlayer,
  coaches: prepareCoach,
  news: withExcerpt,
};

/** Public lists that answer part of themselves by query parameters. */
const LIST_QUERIES: Partial<Record<EntityKey, ListQuery>> = {
  events: { schema: eventQuery, where: (query, app) => eventFilter(query as EventQuery, app.env.CLUB_TIMEZONE) },
};

/** Creates that may make several rows: events repeated weekly, in the club's zone (ADR 035). */
const CREATE_MANY: Partial<Record<EntityKey, ContentConfig['createMany']>> = {
  events: (app) => eventCreate(clubClockOf(app)),
};

/** What each entity's admin routes need (ADR 040): the public content sections need `content`. */
const ACCESS: Partial<Record<EntityKey, Pick<ContentConfig, 'permission' | 'deletePermission' | 'teamScoped'>>> = {
  events: { permission: 'fixtures', teamScoped: { words: "change another team's fixtures" } },
  players: {
    permission: 'players',
    deletePermission: 'players.delete',
    teamScoped: { words: "change another team's players" },
  },
};

/** Who may write an entity's items, and do what goes with writing them (an article's preview, its pictures). */
export const writePermission = (key: EntityKey) => (ACCESS[key] ?? { permission: 'content' as const }).permission;

function contentConfig(entity: ContentEntity, clock: Clock): ContentConfig {
  const { key } = entity;
  const def = ENTITIES[key];
  const tables: EntityTable = ENTITY_TABLES[key];
  return {
    ...entity,
    // Checks that depend on the date read the app's clock.
    schema: ('insertOn' in tables ? tables.insertOn(clock) : tables.insert) as ContentConfig['schema'],
    image: 'image' in def ? def.image : undefined,
    onCreate: ON_CREATE[key],
    assertReferences: REFERENCES[key],
    prepare: PREPARE[key],
    listQuery: LIST_QUERIES[key],
    createMany: CREATE_MANY[key],
    restoreClash: RESTORE_CLASHES[key],
    activity: contentActivity(key, ENTITY_ACTIVITY[key]),
    followed: FOLLOWED_WRITES[key],
    ...(ACCESS[key] ?? { permission: 'content' }),
  };
}

/** Each entity's routes, their date checks on `clock` (the app's). */
export const contentConfigs = (clock: Clock): ContentConfig[] =>
  CONTENT_ENTITIES.map((entity) => contentConfig(entity, clock));

/** Each entity's public list. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  for (const config of contentConfigs(clubClockOf(app))) registerContentRoutes(app, config);
}

/** Each entity's staff routes: registered in the admin plugin (admin.ts). */
export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  for (const config of contentConfigs(clubClockOf(app))) registerContentAdminRoutes(app, config);
}
