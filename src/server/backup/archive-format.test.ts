// A table added later must be backed up or left out on purpose: a backup silently missing it would lose data. And a
// restore inserts the tables in the backup's order, so a table placed before one it references could not be restored.
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import * as schema from '../../shared/schema';
import * as opsSchema from '../db/ops-schema';
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

it("backs up every content entity's table", () => {
  const names = Object.values(ENTITY_TABLES).map((table) => getTableName(table));
  expect(names.filter((name) => !(BACKUP_TABLES as readonly string[]).includes(name))).toEqual([]);
});

it('places every table after the tables its foreign keys reference', () => {
  const tables = [...Object.values(schema), ...Object.values(opsSchema)].filter((value) => is(value, PgTable));
  const place = (name: string) => (BACKUP_TABLES as readonly string[]).indexOf(name);
  const misplaced = tables
    .filter((table) => place(getTableName(table)) !== -1)
    .flatMap((table) =>
      getTableConfig(table)
        .foreignKeys.map((fk) => getTableName(fk.reference().foreignTable))
        .filter((referenced) => referenced !== getTableName(table) && !(place(referenced) < place(getTableName(table))))
        .map((referenced) => `${getTableName(table)} before ${referenced}`),
    );
  expect(misplaced).toEqual([]);
});
