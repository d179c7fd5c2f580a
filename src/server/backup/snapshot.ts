// One moment of the whole site: every backed-up table's rows and every image, read so that no image a row of the
// snapshot references can be missing from it.
//   PGlite: its transactions are exclusive (PGlite queues every other query behind an open transaction, and
//     Drizzle's pglite driver runs `transaction` on PGlite's own), so inside one we read the rows and hard-link
//     every image file into a staging folder. Writers wait for the few milliseconds that takes, then go on; an image
//     removed afterwards (only after its row's deletion commits) keeps its inode through our link.
//   PostgreSQL: one REPEATABLE READ, READ ONLY transaction stays open while the archive is written: rows and
//     stored_images (when images live there) come from the same snapshot; writers never wait.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { ImageStorage } from '../media/storage';
import { BACKUP_TABLES, type BackupTable } from './archive-format';

export type Snapshot = {
  takenAt: Date;
  databaseKind: Database['kind'];
  /** drizzle's record of the last applied migration (its journal `when`). */
  migrationWhen: number;
  rows: Record<BackupTable, unknown[]>;
  imageNames: string[];
  /** The bytes of one listed image, as they were at the snapshot. */
  readImage(name: string): Promise<Buffer>;
};

async function readRows(tx: Db): Promise<Pick<Snapshot, 'rows' | 'migrationWhen'>> {
  const rows = {} as Record<BackupTable, unknown[]>;
  for (const table of BACKUP_TABLES) {
    const [result] = await queryRows<{ rows: unknown[] | string }>(
      tx,
      sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(table)} t`,
    );
    const value = result!.rows;
    rows[table] = typeof value === 'string' ? JSON.parse(value) : value;
  }
  const [migration] = await queryRows<{ created_at: string | number }>(
    tx,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  // node-postgres answers a bigint as text, PGlite as a number.
  const migrationWhen = Number(migration?.created_at ?? 0);
  return { rows, migrationWhen };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Hard-links every image file into a fresh folder beside the uploads folder (the same file system). */
async function holdDiskImages(storage: ImageStorage & { dir: string }): Promise<{ dir: string; names: string[] }> {
  const dir = join(dirname(storage.dir), `backup-staging-${randomUUID()}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const names: string[] = [];
  for (const { name } of await storage.list()) {
    try {
      await link(join(storage.dir, name), join(dir, name));
      names.push(name);
    } catch (error) {
      // Listed, then removed before we linked it: no row of this snapshot references it (removal follows the
      // row's deletion, which cannot commit while we hold the embedded database).
      if (!isMissing(error)) throw error;
    }
  }
  return { dir, names };
}

const hasDir = (storage: ImageStorage): storage is ImageStorage & { dir: string } =>
  storage.kind === 'disk' && typeof (storage as { dir?: unknown }).dir === 'string';

/** Takes the snapshot and hands it to `use`; everything it held (transaction, staging links) ends with `use`. */
export async function withSnapshot<T>(
  database: Database,
  storage: ImageStorage,
  use: (snapshot: Snapshot) => Promise<T>,
): Promise<T> {
  if (!hasDir(storage) && storage.kind === 'disk') throw new Error('A disk image storage must name its folder');
  if (database.kind === 'postgres' && storage.kind === 'postgres') {
    return database.db.transaction(
      async (tx) => {
        const takenAt = new Date();
        const read = await readRows(tx);
        const names = await queryRows<{ name: string }>(tx, sql`select name from stored_images order by name`);
        return use({
          takenAt,
          databaseKind: database.kind,
          ...read,
          imageNames: names.map((r) => r.name),
          async readImage(name) {
            const [row] = await queryRows<{ bytes: Buffer | Uint8Array }>(
              tx,
              sql`select bytes from stored_images where name = ${name}`,
            );
            const bytes = row?.bytes;
            if (!bytes) throw new Error(`Image ${name} left the snapshot`);
            return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
          },
        });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
  if (!hasDir(storage)) throw new Error('The embedded database keeps its images on disk');
  let staging: { dir: string; names: string[] } | undefined;
  try {
    const { takenAt, read } = await database.db.transaction(
      async (tx) => {
        const takenAt = new Date();
        const read = await readRows(tx);
        staging = await holdDiskImages(storage);
        return { takenAt, read };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const held = staging!;
    return await use({
      takenAt,
      databaseKind: database.kind,
      ...read,
      imageNames: held.names,
      readImage: (name) => readFile(join(held.dir, name)),
    });
  } finally {
    if (staging) await rm(staging.dir, { recursive: true, force: true });
  }
}
