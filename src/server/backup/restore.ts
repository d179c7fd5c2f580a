// Restores an archive into the database and image storage the environment names (already migrated by
// openDatabase). The archive is read twice: once to check all of it before anything changes, then to restore.
// Images go in first, through the storage; the rows then go in one transaction, so a failure leaves the target
// as it was (the images written for it are removed again).
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { ImageStorage } from '../media/storage';
import {
  BACKUP_TABLES,
  type BackupTable,
  isLegacyTable,
  LEGACY_TABLES,
  type Manifest,
  PLACEHOLDER_TABLES,
} from './archive-format';
import { readArchive } from './read-archive';

export class TargetNotEmptyError extends Error {
  constructor(readonly found: string[]) {
    super(`it already holds ${found.join(', ')}`);
    this.name = 'TargetNotEmptyError';
  }
}

/** What the target holds that a restore would replace: rows of content tables and accounts, and images. */
export async function targetContents(database: Database, storage: ImageStorage): Promise<string[]> {
  const found: string[] = [];
  for (const table of BACKUP_TABLES) {
    if (PLACEHOLDER_TABLES.includes(table)) continue;
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    const n = Number(row!.n);
    if (n > 0) found.push(`${n} ${table.replaceAll('_', ' ')} row${n === 1 ? '' : 's'}`);
  }
  const images = (await storage.list()).length;
  if (images > 0) found.push(`${images} image${images === 1 ? '' : 's'}`);
  return found;
}

async function columnsOf(tx: Db, table: string): Promise<Set<string>> {
  const rows = await queryRows<{ column_name: string }>(
    tx,
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
  );
  return new Set(rows.map((r) => r.column_name));
}

/**
 * Inserts one table's rows as the archive holds them: PostgreSQL itself turns the JSON back into each column's type
 * (json_populate_recordset), so timestamps keep their microseconds and arrays their elements. Only the columns the
 * archive has are written: a column added by a later migration takes its default.
 */
async function insertRows(tx: Db, table: BackupTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const existing = await columnsOf(tx, table);
  const columns = Object.keys(rows[0]!).filter((c) => existing.has(c));
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

/** Serial columns (users.id) continue after the restored rows, not from 1. */
async function resetSequences(tx: Db): Promise<void> {
  for (const table of BACKUP_TABLES) {
    const serials = await queryRows<{ column_name: string }>(
      tx,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_default like 'nextval(%'`,
    );
    for (const { column_name: column } of serials) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
  }
}

export type RestoreResult = { manifest: Manifest; rows: number; images: number; replaced: string[] };

export async function restoreBackup(
  database: Database,
  storage: ImageStorage,
  file: string,
  {
    force = false,
    checked = false,
  }: { force?: boolean /** readArchive(file) already passed */; checked?: boolean } = {},
): Promise<RestoreResult> {
  // First pass: the whole archive is sound and this code can restore it; nothing is touched yet.
  if (!checked) await readArchive(file);
  const replaced = await targetContents(database, storage);
  if (replaced.length > 0 && !force) throw new TargetNotEmptyError(replaced);

  const before = new Set((await storage.list()).map((i) => i.name));
  const written: string[] = [];
  const archived = new Set<string>();
  // Tables added since an older archive was made restore empty; a legacy table's rows join its successor's.
  const rows = Object.fromEntries(BACKUP_TABLES.map((table) => [table, []])) as unknown as Record<
    BackupTable,
    Record<string, unknown>[]
  >;
  try {
    const manifest = await readArchive(file, {
      onTable(table, tableRows) {
        if (isLegacyTable(table)) {
          const { into, convert } = LEGACY_TABLES[table];
          rows[into].push(...tableRows.map(convert));
        } else {
          rows[table].push(...tableRows);
        }
      },
      async onImage(name, bytes) {
        archived.add(name);
        if (before.has(name)) {
          // Names are never reused, so the same name is the same image (restoring an archive again); check anyway.
          const current = await storage.read(name);
          if (current?.bytes.equals(bytes)) return;
          await storage.remove([name]);
        }
        await storage.write(name, bytes);
        written.push(name);
      },
    });
    await database.db.transaction(async (tx) => {
      // Sign-ins, first-account codes and items deleted minutes ago (ADR 031) belong to the site being replaced.
      await tx.execute(sql`delete from sessions`);
      await tx.execute(sql`delete from setup_codes`);
      await tx.execute(sql`delete from trash`);
      for (const table of [...BACKUP_TABLES].reverse()) await tx.execute(sql`delete from ${sql.identifier(table)}`);
      for (const table of BACKUP_TABLES) await insertRows(tx, table, rows[table]);
      await resetSequences(tx);
    });
    // The replaced site's images, now that no row references them.
    await storage.remove([...before].filter((name) => !archived.has(name)));
    const total = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    return { manifest, rows: total, images: archived.size, replaced };
  } catch (error) {
    await storage.remove(written.filter((name) => !before.has(name))).catch(() => {});
    throw error;
  }
}
