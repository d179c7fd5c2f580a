// Every content entity (src/shared/entities/, src/server/entities/) as the server stores and lists it: its table,
// display order and public view. Its routes (routes/content.ts) and the public reads (public-reads.ts) both start
// from here.
import { asc, desc, type SQL } from 'drizzle-orm';
import { ENTITIES, type EntityKey, type Ordering } from '../../shared/entities';
import { type ContentTable, ENTITY_TABLES } from '../../shared/entities/tables';
import { type PublicView, viewOf } from '../services/public-view';
import { serverEntities } from './index';

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

export const CONTENT_ENTITIES: ContentEntity[] = serverEntities().map(({ key, publicView }) => {
  const def = ENTITIES[key];
  const table = ENTITY_TABLES[key];
  return {
    key,
    path: def.path,
    label: def.label,
    table,
    orderBy: orderBy(table, def.ordering),
    publicView: viewOf(key, publicView),
  };
});

/** One view per entity, for the life of the process (the API document names each schema once). */
export const PUBLIC_VIEWS = Object.fromEntries(
  CONTENT_ENTITIES.map((entity) => [entity.key, entity.publicView]),
) as Record<EntityKey, PublicView>;
