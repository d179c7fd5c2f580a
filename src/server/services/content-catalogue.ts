// Every content entity of spec section 7 (src/shared/entities.ts) as the server stores and lists it: its table,
// display order and public view. Its routes (routes/content.ts) and the renderer's public reads
// (services/public-reads.ts) both start from here.
import { asc, desc, type SQL } from 'drizzle-orm';
import { ENTITIES, ENTITY_KEYS, type EntityKey, type Ordering } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/schema';
import type { ContentTable } from './crud';
import { type PublicView, publicPlayers } from './public-view';

export type ContentEntity = {
  key: EntityKey;
  /** Path segment: /api/{path} and /api/admin/{path}. */
  path: string;
  label: string;
  table: ContentTable;
  orderBy: SQL[];
  /**
   * What the public list leaves out (players, ADR 027). Such an entity's staff read its rows in full from
   * GET /api/admin/{path}.
   */
  publicView?: PublicView;
};

type Orderable = ContentTable & Record<'order' | 'createdAt' | 'publishDate' | 'startsAt', Parameters<typeof asc>[0]>;

function orderBy(table: ContentTable, ordering: Ordering) {
  const t = table as Orderable;
  if (ordering === 'order') return [asc(t.order), asc(t.createdAt)];
  if (ordering === 'published') return [desc(t.publishDate), desc(t.createdAt)];
  if (ordering === 'starts') return [asc(t.startsAt), asc(t.createdAt)];
  return [asc(t.createdAt)];
}

/** Entities whose public list is not their stored rows (ADR 027). */
const PUBLIC_VIEWS: Partial<Record<EntityKey, PublicView>> = { players: publicPlayers };

/** The registry says which entities have private fields; each must have its public view here. */
function publicViewOf(key: EntityKey): PublicView | undefined {
  if (!('privateFields' in ENTITIES[key])) return undefined;
  const view = PUBLIC_VIEWS[key];
  if (!view) throw new Error(`${key}: private fields but no public view`);
  return view;
}

export const CONTENT_ENTITIES: ContentEntity[] = ENTITY_KEYS.map((key) => {
  const { table } = ENTITY_TABLES[key];
  const def = ENTITIES[key];
  return {
    key,
    path: def.path,
    label: def.label,
    table,
    orderBy: orderBy(table, def.ordering),
    publicView: publicViewOf(key),
  };
});
