// Migrations are applied at start under an advisory lock, so instances starting together do not collide.
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../project-root';
import type { Database } from './client';
import { LOCK_KEYS } from './lock-keys';

const migrationsFolder = join(projectRoot, 'drizzle');

export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(
    LOCK_KEYS.migrate,
    async (db) => {
      if (database.kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
      else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
    },
    { untimed: true },
  );
}
