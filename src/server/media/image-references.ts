// Which rows hold /uploads/ URLs: every entity of the registry with an image (src/shared/entities.ts), its column
// in ENTITY_TABLES. Site settings hold no image. A new entity with an image is covered by adding it there. Deleted
// items waiting in the trash (ADR 031) hold theirs too, until the trash is purged, so an undo brings them back.
import { eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES, ENTITY_KEYS } from '../../shared/entities';
import { storedRenditions } from '../../shared/images';
import { ENTITY_TABLES } from '../../shared/schema';
import type { Db } from '../db/client';
import { trash } from '../db/ops-schema';

type ImageColumn = { table: PgTable; column: PgColumn };

export const IMAGE_COLUMNS: readonly ImageColumn[] = ENTITY_KEYS.flatMap((key) => {
  const def = ENTITIES[key];
  if (!('image' in def)) return [];
  const table = ENTITY_TABLES[key].table as PgTable;
  const column = getTableColumns(table)[def.image.column];
  if (!column) throw new Error(`${key}: no column ${def.image.column} for its image`);
  return [{ table, column }];
});

/** Whether any row still holds this URL. */
export async function isReferenced(db: Db, url: string): Promise<boolean> {
  for (const { table, column } of IMAGE_COLUMNS) {
    const [row] = await db.select({ url: column }).from(table).where(eq(column, url)).limit(1);
    if (row) return true;
  }
  const [trashed] = await db
    .select({ entity: trash.entity })
    .from(trash)
    .where(sql`${url} = any(${trash.imageUrls})`)
    .limit(1);
  return trashed !== undefined;
}

/** The /uploads/ URLs a row holds, given as PostgreSQL's to_jsonb gives it (columns by their database names). */
export function imageUrlsOf(table: PgTable, row: Record<string, unknown>): string[] {
  return IMAGE_COLUMNS.filter((image) => image.table === table)
    .map(({ column }) => row[column.name])
    .filter((url): url is string => typeof url === 'string');
}

/** The stored file names of every image some row holds. */
export async function referencedNames(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  for (const { table, column } of IMAGE_COLUMNS) {
    const rows = await db.selectDistinct({ url: column }).from(table).where(isNotNull(column));
    for (const { url } of rows) for (const name of storedRenditions(String(url))) names.add(name);
  }
  const trashed = await db.selectDistinct({ url: sql<string>`unnest(${trash.imageUrls})` }).from(trash);
  for (const { url } of trashed) for (const name of storedRenditions(String(url))) names.add(name);
  return names;
}
