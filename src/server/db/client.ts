// One Drizzle database over either embedded PGlite (files in DATA_DIR) or PostgreSQL (DATABASE_URL).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { dbSchema } from '../../shared/schema';
import { lockDataDir } from './data-dir-lock';
import { migrateDatabase } from './migrate';

export type Db = PgDatabase<PgQueryResultHKT, typeof dbSchema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: for a session of its own outside the pool (the cache's LISTEN for other instances' writes). */
  connectionUrl?: string;
  /** Runs fn holding a database-wide advisory lock, so concurrent instances serialise critical steps. */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.kind === 'pglite' ? await openPglite(options.dataDir) : openPostgres(options.url);
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(dataDir?: string): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = dataDir ? await PGlite.create(join(dataDir, 'pg')) : await PGlite.create();
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema: dbSchema }) as unknown as Db;
  // One process owns PGlite and runs one query at a time, so an in-process queue is the lock.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    withLock(_key, fn) {
      const run = queue.then(() => fn(db));
      queue = run.catch(() => {});
      return run;
    },
    async close() {
      await client.close();
      release();
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reports it instead.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema: dbSchema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connectionUrl: url,
    async withLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema: dbSchema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
