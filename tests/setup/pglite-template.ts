// Vitest global set-up for the unit project: one empty, migrated PGlite database, dumped once, that every test
// file's in-memory database starts from. Creating a PGlite database runs initdb in WASM (about 3 s of CPU) and
// then every migration: done once here instead of for each of the run's test databases.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of an empty, migrated PGlite database (tests/setup/pglite-template.ts). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DB === 'postgres') return undefined; // the run's databases are PostgreSQL's
  const folder = mkdtempSync(join(tmpdir(), 'club-pglite-template-'));
  const file = join(folder, 'empty.tar');
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: join(project.config.root, 'drizzle') });
  const dump = await client.dumpDataDir('none');
  await client.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
