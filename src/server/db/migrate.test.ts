// Instances starting together on one PostgreSQL database take turns migrating it (an advisory lock):
// without the lock, concurrent drizzle migrations fail on duplicate tables.
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../tests/fixtures/postgres';
import { siteSettings, teams } from '../../shared/schema';
import { prepareDatabase } from '../start';
import { usingPostgres } from '../test-app';
import { type Database, openDatabase } from './client';

describe.runIf(usingPostgres())('migrations on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const opened: Database[] = [];
  beforeAll(async () => {
    fresh = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await fresh.drop();
  });

  it('lets several instances open the same fresh database at once', async () => {
    const results = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: fresh.url })));
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

    // Each migration was recorded once.
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    const { rows } = await client.query(
      'select count(*)::int as runs, count(distinct hash)::int as migrations from drizzle.__drizzle_migrations',
    );
    await client.end();
    expect(rows[0].runs).toBe(rows[0].migrations);
    expect(rows[0].runs).toBeGreaterThan(0);

    // Every instance sees the schema, and starting them all still makes one settings row.
    await Promise.all(opened.map((database) => prepareDatabase(database)));
    for (const database of opened) expect(await database.db.select({ n: count() }).from(teams)).toEqual([{ n: 0 }]);
    expect(await opened[0]!.db.select({ n: count() }).from(siteSettings)).toEqual([{ n: 1 }]);
  });
});
