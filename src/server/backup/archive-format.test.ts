// A table added later must be backed up or left out on purpose: a backup silently missing it would lose data.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import { openTestDatabase } from '../test-app';
import { BACKUP_TABLES, SKIPPED_TABLES } from './archive-format';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.database.close();
  await t.drop();
});

it('names every table of the migrated schema as backed up or skipped', async () => {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  expect(tables.map((r) => r.table_name).sort()).toEqual([...BACKUP_TABLES, ...SKIPPED_TABLES].sort());
});
