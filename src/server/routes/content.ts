// The routes of every content entity (entities/content-catalogue.ts), from its definition's server half
// (src/server/entities/): what each create and update checks and works out, and who may make them.
import type { FastifyInstance } from 'fastify';
import type { EntityKey } from '../../shared/entities';
import { ENTITIES, entityAccess } from '../../shared/entities';
import type { Clock } from '../../shared/schema';
import { contentActivity } from '../activity/content-activity';
import { clubClockOf } from '../club-clock';
import { ENTITY_ACTIVITY, SERVER_ENTITIES } from '../entities';
import { CONTENT_ENTITIES, type ContentEntity } from '../entities/content-catalogue';
import { type ContentConfig, registerContentAdminRoutes, registerContentRoutes } from './content-routes';

/** Who may write an entity's items, and do what goes with writing them (an article's preview, its pictures). */
export const writePermission = (key: EntityKey) => entityAccess(key).permission;

function contentConfig(entity: ContentEntity, clock: Clock): ContentConfig {
  const { key } = entity;
  const def = ENTITIES[key];
  const server = SERVER_ENTITIES[key];
  return {
    ...entity,
    // Checks that depend on the date read the app's clock.
    schema: server.insert(clock) as ContentConfig['schema'],
    image: 'image' in def ? def.image : undefined,
    onCreate: server.onCreate,
    assertReferences: server.assertReferences,
    prepare: server.prepare,
    listQuery: server.listQuery,
    createMany: server.createMany,
    restoreClash: server.restoreClash,
    followed: server.followed,
    staffList: server.staffList,
    activity: contentActivity(key, ENTITY_ACTIVITY[key]),
    // What its admin routes need (ADR 040), as its definition says.
    ...entityAccess(key),
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
