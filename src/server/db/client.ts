// One Drizzle database over either embedded PGlite (files in DATA_DIR) or PostgreSQL (DATABASE_URL).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { dbSchema } from '../../shared/schema';
import { lockDataDir } from './data-dir-lock';
import { LOCK_KEYS } from './lock-keys';
import { applyMigrations } from './migrate';
import { keepToOwner } from './owner-only';

export type Db = PgDatabase<PgQueryResultHKT, typeof dbSchema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: for a session of its own outside the pool (the cache's LISTEN for other instances' writes). */
  connectionUrl?: string;
  /**
   * Runs fn holding a database-wide advisory lock, so concurrent instances serialise critical steps. Waiting
   * for the lock counts against the statement timeout, unless `untimed` (migrations: a long one is not a fault).
   */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>, options?: { untimed?: boolean }): Promise<T>;
  close(): Promise<void>;
};

/** PostgreSQL's time limits (PGlite runs in this process: nothing to wait for but itself). */
export type DatabaseTimeouts = {
  /** A statement running longer is cancelled by the server (57014); 0 for none. Default 5 s. */
  statementTimeoutMs?: number;
  /** Waiting longer for a connection (a new one, or a free one from a full pool) fails. Default 5 s. */
  connectTimeoutMs?: number;
};

/** Without a dataDir, PGlite is in memory (tests): empty, or a copy of `template` (tests/setup/pglite-template.ts). */
type PgliteOptions = { kind: 'pglite'; dataDir?: string; template?: Blob };

export type DatabaseOptions = PgliteOptions | ({ kind: 'postgres'; url: string } & DatabaseTimeouts);

/** How long closing waits for clients still checked out of the pool. */
const POOL_END_WAIT_MS = 3_000;

export const DEFAULT_TIMEOUTS = { statementTimeoutMs: 5_000, connectTimeoutMs: 5_000 } as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.kind === 'pglite' ? await openPglite(options) : openPostgres(options);
  try {
    // Under the migration lock, untimed: instances starting together take turns, and a long migration is no fault.
    await database.withLock(LOCK_KEYS.migrate, (db) => applyMigrations(db, database.kind), { untimed: true });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite({ dataDir, template }: PgliteOptions): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = dataDir ? await PGlite.create(join(dataDir, 'pg')) : await PGlite.create({ loadDataDir: template });
    // After the database made or opened its files: a new one is written with mode 0666.
    if (dataDir) keepToOwner(dataDir);
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

function openPostgres({ url, ...timeouts }: { url: string } & DatabaseTimeouts): Database {
  const { statementTimeoutMs, connectTimeoutMs } = { ...DEFAULT_TIMEOUTS, ...timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Set on every connection as it opens: a query behind a held lock is cancelled instead of stalling the request.
    statement_timeout: statementTimeoutMs,
    // Notices a silently dropped network path, where the server's own timeout cannot reach us.
    keepAlive: true,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A client losing its connection must not crash the process; its next query reports it instead, and the pool
  // drops it on release. The pool listens only while a client is idle: one checked out (between two statements of
  // a transaction) needs a listener of its own.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema: dbSchema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connectionUrl: url,
    async withLock(key, fn, options) {
      const client = await pool.connect();
      // A connection left in an unknown state (lock perhaps held, timeout off) is closed, never handed out again.
      let broken: Error | undefined;
      const step = (text: string, values?: unknown[]) =>
        client.query(text, values).catch((error: Error) => {
          broken = error;
          throw error;
        });
      try {
        if (options?.untimed) await step('set statement_timeout = 0');
        await step('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema: dbSchema }) as unknown as Db);
        } finally {
          await step('select pg_advisory_unlock($1)', [key]);
          if (options?.untimed) await step('reset statement_timeout');
        }
      } finally {
        client.release(broken);
      }
    },
    // pool.end() waits for every checked-out client to come back. After PostgreSQL ended connections under running
    // requests (the fault tests), one has been seen never to return; closing must not wait for it for ever.
    close: () => Promise.race([pool.end(), new Promise<void>((r) => setTimeout(r, POOL_END_WAIT_MS).unref())]),
  };
}
