// The content entities, collected from their definitions (./<entity>/definition.ts, ADR 056): what each is called,
// where its API lives, how it is ordered, how its image travels, what a visitor may see of each column and how the
// activity log speaks of it. The server's routes and reads, the client's query keys, hooks and admin wiring, and
// the pages' server-side reads are all derived from this list. See docs/adding-a-field-or-entity.md.
//
// No file here imports a table but as a type: public islands read paths from it, and their bundles must stay free
// of Drizzle.

import type { PublicColumn } from '../public-columns';
import type { PublicPlayer } from '../publishing';
import { aboutEntity } from './about/definition';
import { clubManagementEntity } from './club-management/definition';
import { coachesEntity } from './coaches/definition';
import type { EntityDefinition, RowOf } from './define';
import { eventsEntity } from './events/definition';
import { galleryEntity } from './gallery/definition';
import { internationalEntity } from './international/definition';
import { merchandiseEntity } from './merchandise/definition';
import { newsEntity } from './news/definition';
import { pathwayEntity } from './pathway/definition';
import { playersEntity } from './players/definition';
import { sponsorsEntity } from './sponsors/definition';
import { teamsEntity } from './teams/definition';
import { toursEntity } from './tours/definition';

export type { ImageSpec, Ordering } from './define';

/** Every content entity by its key, in the order the portal's menu and the API document list them. */
export const ENTITIES = {
  about: aboutEntity,
  clubManagement: clubManagementEntity,
  teams: teamsEntity,
  pathway: pathwayEntity,
  international: internationalEntity,
  news: newsEntity,
  gallery: galleryEntity,
  sponsors: sponsorsEntity,
  merchandise: merchandiseEntity,
  players: playersEntity,
  coaches: coachesEntity,
  events: eventsEntity,
  tours: toursEntity,
};

export type EntityKey = keyof typeof ENTITIES;

export const ENTITY_KEYS = Object.keys(ENTITIES) as EntityKey[];

/** The row each entity's API answers, by key. */
export type EntityRows = { [Key in EntityKey]: RowOf<(typeof ENTITIES)[Key]> };

// `alsoChanges` names other entities: checked here, since a definition cannot refer to the keys of all of them.
ENTITIES satisfies { [Key in EntityKey]: { path: string; alsoChanges?: readonly EntityKey[] } };

/** What every entity's definition says, whatever its row. */
export type EntityDef = EntityDefinition<Record<string, unknown>>;

/** A content entity's row as every visitor may see it (a player's allowed fields come on top: PublicPlayer). */
export type PublicRow<Key extends EntityKey> = Pick<
  EntityRows[Key],
  PublicColumn<(typeof ENTITIES)[Key]['columns']> & keyof EntityRows[Key]
>;

/** The rows of each public list: their public columns (../public-columns.ts), a player's as allowed (ADR 027). */
export type PublicRows = { [Key in Exclude<EntityKey, 'players'>]: PublicRow<Key> } & { players: PublicPlayer };

export const entity = (key: EntityKey): EntityDef => ENTITIES[key] as unknown as EntityDef;

/**
 * The public list leaves fields out (players, ADR 027; an article's status, ADR 047): some column is not 'public'.
 * The portal then reads every field, and every row (drafts too), from GET /api/admin/{path}.
 */
export const hidesColumns = (key: EntityKey): boolean =>
  Object.values(entity(key).columns).some((columnClass) => columnClass !== 'public');

/** The public list: GET /api/{path}. It doubles as the list's query key on the client. */
export const listPath = (key: EntityKey) => `/api/${ENTITIES[key].path}`;

/** The list the portal reads: the public one, or for entities with private fields the staff's full one. */
export const portalListPath = (key: EntityKey) =>
  hidesColumns(key) ? `/api/admin/${ENTITIES[key].path}` : listPath(key);

/** Staff writes: POST /api/admin/{path}, PUT and DELETE /api/admin/{path}/{id}. */
export const adminPath = (key: EntityKey, id?: string) =>
  id ? `/api/admin/${ENTITIES[key].path}/${id}` : `/api/admin/${ENTITIES[key].path}`;

/** Undoing a delete, within minutes of it (ADR 031): POST /api/admin/{path}/{id}/restore. */
export const restorePath = (key: EntityKey, id: string) => `${adminPath(key, id)}/restore`;

/** The entities whose public list shows examples while it is empty. */
export type EntityWithExamples = {
  [Key in EntityKey]: (typeof ENTITIES)[Key] extends { examples: object } ? Key : never;
}[EntityKey];

/** The rows a public list shows while it is empty (its definition's `examples`). */
export const exampleRows = <Key extends EntityWithExamples>(key: Key): EntityRows[Key][] => [
  ...(ENTITIES[key].examples.rows as unknown as readonly EntityRows[Key][]),
];
