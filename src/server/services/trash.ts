// A delete can be undone for a few minutes (docs/decisions/031-undo-a-delete.md). Deleting moves the row into the
// trash in the same transaction, with the rows its foreign keys delete with it (a team's events, an enquiry's
// alert) and the ids of rows they unlink (a team's players); the images they held stay stored. Restoring puts
// every one of them back as it was, same id, order, createdAt and images, while the entry is fresh; the purge
// (media/image-life-cycle.ts) forgets older entries and only then releases their images.
//
// Rows travel as PostgreSQL's to_jsonb gives them and come back through jsonb_populate_recordset, so PostgreSQL
// itself converts every value back (timestamps to the microsecond), as a backup's restore does (ADR 021).
import { and, eq, getTableColumns, getTableName, gt, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { ENTITIES, ENTITY_KEYS } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import { dbSchema, sessions } from '../../shared/schema';
import type { Db } from '../db/client';
import { trash } from '../db/ops-schema';
import { queryRows } from '../db/query-rows';
import { codeOf } from '../db/unavailable';
import { AppError } from '../errors';
import { imageUrlsOf } from '../media/image-references';

/** How long a deleted item can be restored. The portal offers Undo for 10 s; this leaves room for a slow click. */
export const TRASH_KEEP_MS = 5 * 60 * 1000;

/** What can be deleted and restored: a content entity, an enquiry, a staff account. */
export type TrashKind = {
  /** The trash's name for it: an entity key, 'inquiries', 'staff'. */
  entity: string;
  table: PgTable;
  /** As the portal names it in messages: 'article', 'staff account'. */
  noun: string;
  /** Why a unique column refuses it back, when one can (a news article's address, an account's username). */
  clash?: string;
};

type Json = Record<string, unknown>;

/** What one trash entry holds. */
export type TrashContent = {
  row: Json;
  /** Rows deleted with it by an ON DELETE CASCADE foreign key, by table. */
  cascaded: { table: string; rows: Json[] }[];
  /** Rows whose reference to it was cleared by an ON DELETE SET NULL foreign key. */
  unlinked: { table: string; column: string; ids: unknown[] }[];
};

/** Deleted with their parent and never brought back: a removed account's sign-ins stay ended (ADR 022). */
const NOT_RESTORED: readonly PgTable[] = [sessions];

const ALL_TABLES = Object.values(dbSchema) as PgTable[];
const tableNamed = (name: string) => ALL_TABLES.find((table) => getTableName(table) === name);

type Link = { child: PgTable; column: PgColumn; parentColumn: PgColumn; onDelete: string | undefined };

/** The single-column foreign keys into `parent` (one level: no table that cascades has children of its own). */
function linksInto(parent: PgTable): Link[] {
  return ALL_TABLES.flatMap((child) =>
    getTableConfig(child).foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      if (ref.foreignTable !== parent || ref.columns.length !== 1) return [];
      return [{ child, column: ref.columns[0]!, parentColumn: ref.foreignColumns[0]!, onDelete: fk.onDelete }];
    }),
  );
}

/** The foreign keys out of `child`: what must exist before its rows can come back. */
function linksOutOf(child: PgTable): Link[] {
  return getTableConfig(child).foreignKeys.flatMap((fk) => {
    const ref = fk.reference();
    if (ref.columns.length !== 1) return [];
    return [
      { child: ref.foreignTable, column: ref.columns[0]!, parentColumn: ref.foreignColumns[0]!, onDelete: fk.onDelete },
    ];
  });
}

const primaryKeyOf = (table: PgTable): PgColumn => {
  const key = Object.values(getTableColumns(table)).find((column) => column.primary);
  if (!key) throw new Error(`${getTableName(table)}: no single-column primary key`);
  return key;
};

const name = (table: PgTable) => sql.identifier(getTableName(table));
const column = (c: PgColumn) => sql.identifier(c.name);

async function rowsWhere(tx: Db, table: PgTable, where: SQL): Promise<Json[]> {
  const [result] = await queryRows<{ rows: Json[] | string }>(
    tx,
    sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from ${name(table)} t where ${where}`,
  );
  const rows = result!.rows;
  return typeof rows === 'string' ? JSON.parse(rows) : rows;
}

/**
 * Deletes the row and keeps it, with what goes with it, in the trash. Answers false when there is no such row.
 * Runs in the caller's transaction, so the delete and the entry commit together.
 */
export async function moveToTrash(
  tx: Db,
  kind: TrashKind,
  id: string | number,
  deletedBy: number | null,
): Promise<boolean> {
  const key = primaryKeyOf(kind.table);
  // Locked first: a row referencing it (a new event of the team) cannot appear between reading and deleting.
  const locked = await queryRows(tx, sql`select 1 from ${name(kind.table)} where ${column(key)} = ${id} for update`);
  if (locked.length === 0) return false;
  const [row] = await rowsWhere(tx, kind.table, sql`${column(key)} = ${id}`);
  if (!row) return false;
  const content: TrashContent = { row, cascaded: [], unlinked: [] };
  const imageUrls = imageUrlsOf(kind.table, row);
  for (const link of linksInto(kind.table)) {
    const where = sql`${column(link.column)} = ${row[link.parentColumn.name]}`;
    if (link.onDelete === 'cascade' && !NOT_RESTORED.includes(link.child)) {
      const rows = await rowsWhere(tx, link.child, where);
      if (rows.length) content.cascaded.push({ table: getTableName(link.child), rows });
      for (const child of rows) imageUrls.push(...imageUrlsOf(link.child, child));
    } else if (link.onDelete === 'set null') {
      const childKey = primaryKeyOf(link.child);
      const ids = (await rowsWhere(tx, link.child, where)).map((child) => child[childKey.name]);
      if (ids.length) content.unlinked.push({ table: getTableName(link.child), column: link.column.name, ids });
    }
  }
  await tx.execute(sql`delete from ${name(kind.table)} where ${column(key)} = ${id}`);
  const entry = { entity: kind.entity, itemId: String(id), content, imageUrls, deletedBy };
  // An entry left by an earlier delete of the same id was restored or expired: this one replaces it.
  await tx
    .insert(trash)
    .values(entry)
    .onConflictDoUpdate({ target: [trash.entity, trash.itemId], set: { ...entry, deletedAt: sql`now()` } });
  return true;
}

/**
 * The rows of `child` whose other links still point somewhere: a Coach's team (staff_teams) whose account was
 * removed since is not brought back with the team, nor a removed account's team deleted since with the account.
 */
async function stillLinked(tx: Db, child: PgTable, parent: PgTable, rows: Json[]): Promise<Json[]> {
  const others = linksOutOf(child).filter((link) => link.child !== parent);
  if (others.length === 0) return rows;
  const kept: Json[] = [];
  for (const row of rows) {
    let linked = true;
    for (const link of others) {
      const value = row[link.column.name];
      if (value === null || value === undefined) continue;
      if ((await rowsWhere(tx, link.child, sql`${column(link.parentColumn)} = ${value}`)).length === 0) linked = false;
    }
    if (linked) kept.push(row);
  }
  return kept;
}

/** Inserts rows as to_jsonb gave them: the columns they carry, converted back by PostgreSQL. */
async function insertRows(tx: Db, table: PgTable, rows: Json[]): Promise<void> {
  if (rows.length === 0) return;
  const known = new Set(Object.values(getTableColumns(table)).map((c) => c.name));
  // A column added by a migration since the delete takes its default.
  const columns = Object.keys(rows[0]!).filter((c) => known.has(c));
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${name(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${name(table)}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

/** The label staff know a table's rows by, for messages ('team'). */
function nounOf(table: PgTable): string {
  const key = ENTITY_KEYS.find((k) => ENTITY_TABLES[k] === table);
  return key ? ENTITIES[key].label.toLowerCase() : getTableName(table).replaceAll('_', ' ');
}

/** Refuses a row whose parent (a player's or an event's team) has been deleted since. */
async function assertParentsExist(tx: Db, kind: TrashKind, row: Json): Promise<void> {
  for (const link of linksOutOf(kind.table)) {
    const value = row[link.column.name];
    if (value === null || value === undefined) continue;
    const [found] = await rowsWhere(tx, link.child, sql`${column(link.parentColumn)} = ${value}`);
    if (!found) {
      throw new AppError(409, `This ${kind.noun} cannot be restored: its ${nounOf(link.child)} has been deleted since`);
    }
  }
}

export const nothingToUndo = (kind: TrashKind) =>
  new AppError(404, `This ${kind.noun} cannot be restored: it was deleted too long ago, or has been restored already`);

/**
 * Puts a deleted item back as it was, with the rows that went with it, and relinks rows it unlinked that nobody
 * has linked elsewhere since. One transaction: taking the entry out of the trash is what claims it, so of two
 * restores at once one succeeds; a refusal leaves the entry where it was.
 */
export async function restoreFromTrash(tx: Db, kind: TrashKind, id: string | number, keepMs = TRASH_KEEP_MS) {
  const fresh = gt(trash.deletedAt, sql`now() - ${keepMs} * interval '1 millisecond'`);
  const [entry] = await tx
    .delete(trash)
    .where(and(eq(trash.entity, kind.entity), eq(trash.itemId, String(id)), fresh))
    .returning({ content: trash.content });
  if (!entry) throw nothingToUndo(kind);
  const content = entry.content as TrashContent;
  await assertParentsExist(tx, kind, content.row);
  try {
    await insertRows(tx, kind.table, [content.row]);
    for (const { table, rows } of content.cascaded) {
      const child = tableNamed(table);
      if (child) await insertRows(tx, child, await stillLinked(tx, child, kind.table, rows));
    }
  } catch (error) {
    // Thrown out of the transaction, which rolls back: the entry stays in the trash.
    if (codeOf(error) === '23505') {
      throw new AppError(
        409,
        `This ${kind.noun} cannot be restored: ${kind.clash ?? 'one added since takes its place'}`,
      );
    }
    throw error;
  }
  const parentKey = primaryKeyOf(kind.table);
  for (const { table, column: linkColumn, ids } of content.unlinked) {
    const child = tableNamed(table);
    if (!child || ids.length === 0) continue;
    const childKey = primaryKeyOf(child);
    await tx.execute(
      sql`update ${name(child)} set ${sql.identifier(linkColumn)} = ${content.row[parentKey.name]}
          where ${sql.identifier(linkColumn)} is null and ${column(childKey)} in (${sql.join(
            ids.map((value) => sql`${value}`),
            sql`, `,
          )})`,
    );
  }
}
