// Every content entity of spec section 7 (src/shared/entities.ts), with its table and display order.
import { asc, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ENTITIES, ENTITY_KEYS, type EntityKey, type Ordering } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/schema';
import { contentActivity } from '../activity/content-activity';
import { ENTITY_ACTIVITY } from '../activity/entity-words';
import type { ContentTable } from '../services/crud';
import { newSlug } from '../services/news-slugs';
import { prepareCoach, preparePlayer } from '../services/people';
import { PUBLIC_VIEWS, type PublicView } from '../services/public-view';
import { type ContentConfig, type ListQuery, registerContentRoutes } from './content-routes';
import { eventCreate } from './event-create';
import { type EventQuery, eventFilter, eventQuery } from './event-filters';

type Orderable = ContentTable & Record<'order' | 'createdAt' | 'publishDate' | 'startsAt', Parameters<typeof asc>[0]>;

function orderBy(table: ContentTable, ordering: Ordering) {
  const t = table as Orderable;
  if (ordering === 'order') return [asc(t.order), asc(t.createdAt)];
  if (ordering === 'published') return [desc(t.publishDate), desc(t.createdAt)];
  if (ordering === 'starts') return [asc(t.startsAt), asc(t.createdAt)];
  return [asc(t.createdAt)];
}

/**
 * Fields the server sets on create. A news article's slug is read and written under the images lock that every
 * news write holds (its image is an upload), so two articles created at once cannot take the same slug.
 */
const ON_CREATE: Partial<Record<EntityKey, ContentConfig['onCreate']>> = {
  news: async (db, values) => ({ ...values, slug: await newSlug(db, String(values.title)) }),
};

/** Why a deleted item cannot be restored when a unique field of it has been taken since (ADR 031). */
const RESTORE_CLASHES: Partial<Record<EntityKey, string>> = {
  news: 'another article now has its web address',
};
/** Fields worked out from the valid ones on the club's day (ADR 032). */
const PREPARE: Partial<Record<EntityKey, ContentConfig['prepare']>> = { players: preparePlayer, coaches: prepareCoach };

/** Public lists that answer part of themselves by query parameters. */
const LIST_QUERIES: Partial<Record<EntityKey, ListQuery>> = {
  events: { schema: eventQuery, where: (query, app) => eventFilter(query as EventQuery, app.env.CLUB_TIMEZONE) },
};

/** Creates that may make several rows: events repeated weekly, in the club's zone (ADR 035). */
const CREATE_MANY: Partial<Record<EntityKey, ContentConfig['createMany']>> = {
  events: (app) => eventCreate(app.env.CLUB_TIMEZONE),
};

/**
 * The entity's public view (src/server/services/public-view.ts). The portal reads the full rows from the admin list
 * only where the registry says `privateFields`: it must say so exactly where the view hides a column.
 */
function publicViewOf(key: EntityKey): PublicView {
  const view = PUBLIC_VIEWS[key];
  if (view.hidesColumns !== 'privateFields' in ENTITIES[key]) {
    throw new Error(`${key}: privateFields in src/shared/entities.ts must be set exactly when a column is not public`);
  }
  return view;
}

/** What each entity's admin routes need (ADR 040): the public content sections need `content`. */
const ACCESS: Partial<Record<EntityKey, Pick<ContentConfig, 'permission' | 'deletePermission' | 'teamScoped'>>> = {
  events: { permission: 'fixtures', teamScoped: { words: "change another team's fixtures" } },
  players: {
    permission: 'players',
    deletePermission: 'players.delete',
    teamScoped: { words: "change another team's players" },
  },
};

function contentConfig(key: EntityKey): ContentConfig {
  const def = ENTITIES[key];
  const { table, insert } = ENTITY_TABLES[key];
  return {
    path: def.path,
    label: def.label,
    table,
    schema: insert as ContentConfig['schema'],
    orderBy: orderBy(table, def.ordering),
    image: 'image' in def ? def.image : undefined,
    publicView: publicViewOf(key),
    onCreate: ON_CREATE[key],
    prepare: PREPARE[key],
    listQuery: LIST_QUERIES[key],
    createMany: CREATE_MANY[key],
    restoreClash: RESTORE_CLASHES[key],
    activity: contentActivity(key, ENTITY_ACTIVITY[key]),
    ...(ACCESS[key] ?? { permission: 'content' }),
  };
}

export const CONTENT: ContentConfig[] = ENTITY_KEYS.map(contentConfig);

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  for (const config of CONTENT) registerContentRoutes(app, config);
}
