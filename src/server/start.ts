// Opens the database the environment names and builds the app on it: shared by the server and its tests.
import { join, resolve } from 'node:path';
import { type Database, type DatabaseTimeouts, openDatabase } from './db/client';
import { DataDirBusyError } from './db/data-dir-lock';
import type { Env } from './env';
import { createPostgresStorage } from './media/postgres-storage';
import { createDiskStorage, type ImageStorage } from './media/storage';
import { createSealer } from './sealing/sealed';
import { assertKeysOpenStoredData, DataKeyError } from './sealing/stored-keys';
import { ensureSettings } from './services/settings';

export const databaseTimeouts = (env: Env): DatabaseTimeouts => ({
  statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
  connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
});

export function openConfiguredDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, ...databaseTimeouts(env) })
    : openDatabase({ kind: 'pglite', dataDir: resolve(env.DATA_DIR) });
}

export async function prepareDatabase(database: Database): Promise<void> {
  await ensureSettings(database);
}

/**
 * For entry points (server, dev server, commands): the configured database, migrated and prepared, or a plain
 * message and exit 1. Busy means the running server owns the embedded database; nothing was touched.
 */
export async function openDatabaseOrExit(env: Env): Promise<Database> {
  let database: Database;
  try {
    database = await openConfiguredDatabase(env);
  } catch (error) {
    console.error(
      error instanceof DataDirBusyError ? error.message : `Could not open the database: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  await prepareDatabase(database);
  return database;
}

/**
 * For the server's entry points: a plain message and exit 1 when stored data is sealed with a key the server was not
 * given, before it serves anything or writes a family's contacts in plain text (src/server/sealing/stored-keys.ts).
 */
export async function exitUnlessKeysOpenStoredData(database: Database, env: Env): Promise<void> {
  try {
    await assertKeysOpenStoredData(database.db, createSealer(env));
  } catch (error) {
    if (!(error instanceof DataKeyError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
}

export const uploadsDir = (env: Env) => join(resolve(env.DATA_DIR), 'uploads');
/**
 * Where images are kept: in PostgreSQL when the site runs on it, so every instance serves every image without a
 * shared disk; beside the embedded database in DATA_DIR/uploads otherwise (ADR 018).
 */
export const storageFor = (env: Env, database: Database): ImageStorage =>
  database.kind === 'postgres' ? createPostgresStorage(database.db) : createDiskStorage(uploadsDir(env));
