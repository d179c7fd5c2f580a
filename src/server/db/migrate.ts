// Migrations are applied at start under an advisory lock (client.ts takes it), so instances starting together do not
// collide.
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../project-root';

const migrationsFolder = join(projectRoot, 'drizzle');

/** Applies the migrations in drizzle/ not yet applied to `db`, a database of `kind`, while the caller holds the lock. */
export async function applyMigrations(db: unknown, kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as PgliteDatabase, { migrationsFolder });
  else await migratePg(db as NodePgDatabase, { migrationsFolder });
}
