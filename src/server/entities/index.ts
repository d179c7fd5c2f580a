// Every content entity's server half (ADR 056), collected: the content routes, the public views, the activity log's
// words and the catalogue the renderer reads are all built from this list.
import { ENTITY_KEYS, type EntityKey } from '../../shared/entities';
import { type EntityActivity, entityActivity } from '../activity/entity-words';
import { aboutServer } from './about';
import { clubManagementServer } from './club-management';
import { coachesServer } from './coaches';
import type { ServerEntity } from './define';
import { eventsServer } from './events';
import { galleryServer } from './gallery';
import { internationalServer } from './international';
import { merchandiseServer } from './merchandise';
import { newsServer } from './news';
import { pathwayServer } from './pathway';
import { playersServer } from './players';
import { sponsorsServer } from './sponsors';
import { teamsServer } from './teams';
import { toursServer } from './tours';

export type { ServerEntity } from './define';

export const SERVER_ENTITIES: { [Key in EntityKey]: ServerEntity<Key> } = {
  about: aboutServer,
  clubManagement: clubManagementServer,
  teams: teamsServer,
  events: eventsServer,
  players: playersServer,
  coaches: coachesServer,
  pathway: pathwayServer,
  international: internationalServer,
  tours: toursServer,
  news: newsServer,
  gallery: galleryServer,
  sponsors: sponsorsServer,
  merchandise: merchandiseServer,
};

/** The server's half of each entity, in the registry's order. */
export const serverEntities = (): ServerEntity[] => ENTITY_KEYS.map((key) => SERVER_ENTITIES[key]);

/** How the activity log speaks of each entity (ADR 043). */
export const ENTITY_ACTIVITY = Object.fromEntries(
  ENTITY_KEYS.map((key) => [key, entityActivity(key, SERVER_ENTITIES[key].naming)]),
) as Record<EntityKey, EntityActivity>;
