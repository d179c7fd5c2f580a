// Which rows hold /uploads/ URLs: every entity with an image, its column as its definition says
// (src/shared/entities/), and every entity with a Markdown column (an article's body, ADR 046), whose text may show
// uploads: any /uploads/ address written in it counts, as plainly as the article renderer needs it written to draw
// the picture (server/articles/article-html.ts). Site settings hold no image. A new entity with an image is covered
// by adding it there. Deleted items waiting in the trash (ADR 031) hold theirs too, until the trash is purged, so an
// undo brings them back.
import { eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES, ENTITY_KEYS } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import { storedRenditions } from '../../shared/images';
import type { Db } from '../db/client';
import { trash } from '../db/ops-schema';
import { UPLOADS_URL_PREFIX } from './storage';

/** A column holding images; `key` is its name in a row as Drizzle reads it, `column.name` its database name. */
type ImageColumn = { table: PgTable; key: string; column: PgColumn };

function columnsNamed(pick: (key: (typeof ENTITY_KEYS)[number]) => string | undefined): ImageColumn[] {
  return ENTITY_KEYS.flatMap((key) => {
    const name = pick(key);
    if (!name) return [];
    const table: PgTable = ENTITY_TABLES[key];
    const column = getTableColumns(table)[name];
    if (!column) throw new Error(`${key}: no column ${name} for its images`);
    return [{ table, key: name, column }];
  });
}

/** Columns holding one upload's URL. */
export const IMAGE_COLUMNS: readonly ImageColumn[] = columnsNamed((key) => {
  const def = ENTITIES[key];
  return 'image' in def ? def.image.column : undefined;
});

/** Columns of Markdown text, which may show any number of uploads. */
export const MARKDOWN_COLUMNS: readonly ImageColumn[] = columnsNamed((key) => {
  const def = ENTITIES[key];
  return 'markdown' in def ? def.markdown : undefined;
});

/** An /uploads/ address in a text: the longest stored name it could be (an address with more after it still counts). */
const UPLOAD_IN_TEXT = /\/uploads\/[a-z0-9-]+\.(?:webp|avif|gif|jpg)/g;

/** The /uploads/ addresses a text names, each once. */
export const uploadUrlsIn = (text: unknown): string[] =>
  typeof text === 'string' ? [...new Set(text.match(UPLOAD_IN_TEXT) ?? [])] : [];

/** Whether any row still holds this URL. */
export async function isReferenced(db: Db, url: string): Promise<boolean> {
  for (const { table, column } of IMAGE_COLUMNS) {
    const [row] = await db.select({ url: column }).from(table).where(eq(column, url)).limit(1);
    if (row) return true;
  }
  for (const { table, column } of MARKDOWN_COLUMNS) {
    const [row] = await db
      .select({ found: sql<number>`1` })
      .from(table)
      .where(sql`strpos(${column}, ${url}) > 0`)
      .limit(1);
    if (row) return true;
  }
  const [trashed] = await db
    .select({ entity: trash.entity })
    .from(trash)
    .where(sql`${url} = any(${trash.imageUrls})`)
    .limit(1);
  return trashed !== undefined;
}

/** The /uploads/ URLs a row holds, read by `name` (the column's database or Drizzle name). */
function urlsHeld(table: PgTable, row: Record<string, unknown>, name: (image: ImageColumn) => string): string[] {
  const own = (columns: readonly ImageColumn[]) => columns.filter((image) => image.table === table);
  const single = own(IMAGE_COLUMNS)
    .map((image) => row[name(image)])
    .filter((url): url is string => typeof url === 'string');
  const shown = own(MARKDOWN_COLUMNS).flatMap((image) => uploadUrlsIn(row[name(image)]));
  return [...new Set([...single, ...shown])];
}

/** The /uploads/ URLs a row holds, given as PostgreSQL's to_jsonb gives it (columns by their database names). */
export const imageUrlsOf = (table: PgTable, row: Record<string, unknown>): string[] =>
  urlsHeld(table, row, (image) => image.column.name);

/** The /uploads/ URLs a row holds, given as Drizzle reads it: what an update may have stopped holding. */
export const imageUrlsOfRow = (table: PgTable, row: Record<string, unknown>): string[] =>
  urlsHeld(table, row, (image) => image.key);

/** The stored file names of every image some row holds. */
export async function referencedNames(db: Db): Promise<Set<string>> {
  const names = new Set<string>();
  const add = (url: string) => {
    for (const name of storedRenditions(url)) names.add(name);
  };
  for (const { table, column } of IMAGE_COLUMNS) {
    const rows = await db.selectDistinct({ url: column }).from(table).where(isNotNull(column));
    for (const { url } of rows) add(String(url));
  }
  for (const { table, column } of MARKDOWN_COLUMNS) {
    const rows = await db.select({ text: column }).from(table).where(sql`strpos(${column}, ${UPLOADS_URL_PREFIX}) > 0`);
    for (const { text } of rows) for (const url of uploadUrlsIn(text)) add(url);
  }
  const trashed = await db.selectDistinct({ url: sql<string>`unnest(${trash.imageUrls})` }).from(trash);
  for (const { url } of trashed) add(String(url));
  return names;
}
