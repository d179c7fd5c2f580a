// The content entities, collected from their definitions (./<entity>/definition.ts, ADR 056): what each is called,
// where its API lives, how it is ordered, how its image travels, what a visitor may see of each column and how the
// activity log speaks of it. The server's routes and reads, the client's query keys, hooks and admin wiring, and
// the pages' server-side reads are all derived from this list. See docs/adding-a-field-or-entity.md.
//
// No file here imports a table but as a type: public islands read paths from it, and their bundles must stay free
// of Drizzle.

import type { Permission } from '../permissions';
import type { PublicColumn } from '../public-columns';
import type { PublicPlayer } from '../publishing';
import { aboutEntity } from './about/definition';
import { clubManagementEntity } from './club-management/definition';
import { coachesEntity } from './coaches/definition';
import type { EntityAccess, EntityDefinition, RowOf } from './define';
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

/**
 * Every content entity by its key, in the order the portal's menu lists their sections (before the site's own,
 * SITE_SECTIONS) and the API document lists them.
 */
export const ENTITIES = {
  about: aboutEntity,
  clubManagement: clubManagementEntity,
  teams: teamsEntity,
  events: eventsEntity,
  players: playersEntity,
  coaches: coachesEntity,
  pathway: pathwayEntity,
  international: internationalEntity,
  tours: toursEntity,
  news: newsEntity,
  gallery: galleryEntity,
  sponsors: sponsorsEntity,
  merchandise: merchandiseEntity,
};

export type EntityKey = keyof typeof ENTITIES;

export const ENTITY_KEYS = Object.keys(ENTITIES) as EntityKey[];

/** The row each entity's API answers, by key. */
export type EntityRows = { [Key in EntityKey]: RowOf<(typeof ENTITIES)[Key]> };

// `alsoChanges` names other entities: checked here, since a definition cannot refer to the keys of all of them.
ENTITIES satisfies { [Key in EntityKey]: { path: string; alsoChanges?: readonly EntityKey[] } };

/** The portal sections the entities declare (a name and a label), by name. */
export type EntitySection = Extract<(typeof ENTITIES)[EntityKey]['section'], { name: string }>['name'];

// An entity managed in another's section names one that an entity declares.
ENTITIES satisfies { [Key in EntityKey]: { section: EntitySection | { name: string; label: string } } };

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

/** The portal section the entity's items are managed in. */
export const sectionOf = (key: EntityKey): EntitySection => {
  const { section } = entity(key);
  return (typeof section === 'string' ? section : section.name) as EntitySection;
};

/** Who may write the entity's items (ADR 040): `content` (Admin, Editor) when its definition does not say. */
export const entityAccess = (key: EntityKey): EntityAccess => entity(key).access ?? { permission: 'content' };

/** What deleting one of the entity's items needs. */
export const deletePermission = (key: EntityKey): Permission => {
  const access = entityAccess(key);
  return access.deletePermission ?? access.permission;
};

/** The entity that declares each section, first in the registry's order: the section's label and permission are its. */
const declaring = (section: EntitySection): EntityKey =>
  ENTITY_KEYS.find((key) => typeof entity(key).section === 'object' && sectionOf(key) === section)!;

/** The entities' sections in the registry's order: the portal menu's first entries. */
export const ENTITY_SECTIONS: readonly EntitySection[] = [...new Set(ENTITY_KEYS.map(sectionOf))];

/** Each entity section's menu label. */
export const entitySectionLabel = (section: EntitySection): string =>
  (entity(declaring(section)).section as { label: string }).label;

/** Who may open an entity section: whoever may write the entity that declares it (a Coach: the players' Profiles). */
export const entitySectionPermission = (section: EntitySection): Permission =>
  entityAccess(declaring(section)).permission;
