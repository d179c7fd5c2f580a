// Every content entity of docs/product.md "API calls" (src/shared/entities.ts) as the server stores and lists it: its
// table, display order and public view. Its routes (routes/content.ts) and the renderer's public reads
// (services/public-reads.ts) both start from here.
import { asc, desc, type SQL } from 'drizzle-orm';
import { ENTITIES, ENTITY_KEYS, type EntityKey, type Ordering } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/schema';
import type { ContentTable } from './crud';
import { PUBLIC_VIEWS, type PublicView } from './public-view';

export type ContentEntity = {
  key: EntityKey;
  /** Path segment: /api/{path} and /api/admin/{path}. */
  path: string;
  label: string;
  table: ContentTable;
  orderBy: SQL[];
  /** The public list's allowlist of columns (ADR 044); staff read hidden ones from GET /api/admin/{path}. */
  publicView: PublicView;
};

type Orderable = ContentTable &
  Record<'order' | 'createdAt' | 'publishDate' | 'startsAt' | 'startDate', Parameters<typeof asc>[0]>;

function orderBy(table: ContentTable, ordering: Ordering) {
  const t = table as Orderable;
  if (ordering === 'order') return [asc(t.order), asc(t.createdAt)];
  if (ordering === 'published') return [desc(t.publishDate), desc(t.createdAt)];
  if (ordering === 'starts') return [asc(t.startsAt), asc(t.createdAt)];
  if (ordering === 'start-day') return [asc(t.startDate), asc(t.createdAt)];
  return [asc(t.createdAt)];
}

/**
 * The entity's public view (services/public-view.ts). The portal reads the full rows from the admin list only
 * where the registry says `privateFields`: it must say so exactly where the view hides a column.
 */
function publicViewOf(key: EntityKey): PublicView {
  const view = PUBLIC_VIEWS[key];
  if (view.hidesColumns !== 'privateFields' in ENTITIES[key]) {
    throw new Error(`${key}: privateFields in src/shared/entities.ts must be set exactly when a column is not public`);
  }
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
