// Opens the database the environment names and builds the app on it: shared by the server and its tests.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, openDatabase } from './db/client';
import type { Env } from './env';
import { createDiskStorage } from './media/storage';
import { ensureSettings } from './services/settings';

export function openConfiguredDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: resolve(env.DATA_DIR) });
}

export async function prepareDatabase(database: Database): Promise<void> {
  await ensureSettings(database);
}

export const uploadsDir = (env: Env) => join(resolve(env.DATA_DIR), 'uploads');
export function storageFor(env: Env) {
  // The uploads folder exists before the static file server looks at it.
  mkdirSync(uploadsDir(env), { recursive: true });
  return createDiskStorage(uploadsDir(env));
}
