// Writes one snapshot of the site as a gzip'd tar to a stream: the manifest, each table, then each image, one image
// in memory at a time (tar-stream waits for the consumer before taking the next entry).
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../db/client';
import type { ImageStorage } from '../media/storage';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BACKUP_TABLES,
  IMAGE_PREFIX,
  knownMigrations,
  MANIFEST_ENTRY,
  type Manifest,
  tableEntry,
} from './archive-format';
import { type Snapshot, withSnapshot } from './snapshot';

function addEntry(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600, mtime }, data, (error) => (error ? reject(error) : resolve()));
  });
}

function manifestOf(snapshot: Snapshot): Manifest {
  const migration = knownMigrations().find((m) => m.when === snapshot.migrationWhen);
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    takenAt: snapshot.takenAt.toISOString(),
    databaseKind: snapshot.databaseKind,
    migration: { tag: migration?.tag ?? 'unknown', when: snapshot.migrationWhen },
    tables: Object.fromEntries(BACKUP_TABLES.map((t) => [t, snapshot.rows[t].length])),
    images: snapshot.imageNames.length,
  };
}

/** Takes a snapshot and writes the archive to `out` (ended when done); answers what it wrote. */
export async function writeBackup(database: Database, storage: ImageStorage, out: Writable): Promise<Manifest> {
  return withSnapshot(database, storage, async (snapshot) => {
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), out);
    // If the output fails (disk full, the client gone), an entry waiting for room would wait forever: stop there.
    const outputFailed = new Promise<never>((_, reject) => written.catch(reject));
    outputFailed.catch(() => {});
    const add = (name: string, data: Buffer) => Promise.race([addEntry(pack, name, data, mtime), outputFailed]);
    const manifest = manifestOf(snapshot);
    const mtime = snapshot.takenAt;
    try {
      await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const table of BACKUP_TABLES) {
        await add(tableEntry(table), Buffer.from(JSON.stringify(snapshot.rows[table])));
      }
      for (const name of snapshot.imageNames) {
        await add(`${IMAGE_PREFIX}${name}`, await snapshot.readImage(name));
      }
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
    }
    await written;
    return manifest;
  });
}
