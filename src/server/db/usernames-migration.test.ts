// The migration that makes usernames unique without regard to capital letters must not fail on a database that
// already holds 'Coach' and 'coach': the one signed in most recently keeps its name, the other gets its id appended.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';

const folder = join(projectRoot, 'drizzle');
const migrations = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const statements = (name: string) =>
  readFileSync(join(folder, name), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim());
// Found by name, not number: migrations may be renumbered when branches merge.
const target = migrations.find((name) => name.endsWith('_usernames-ignore-case.sql'))!;

const db = new PGlite();
afterAll(() => db.close());

describe('the usernames-ignore-case migration', () => {
  it('renames all but one account of each spelling, then refuses a new one', async () => {
    for (const name of migrations.filter((m) => m < target)) for (const sql of statements(name)) await db.exec(sql);
    await db.exec(`insert into users (username, password, last_sign_in_at) values
      ('Coach', 'x', null),
      ('coach', 'x', now()),
      ('COACH', 'x', now() - interval '1 day'),
      ('Sarah K', 'x', null),
      ('sarah', 'x', null)`);
    for (const sql of statements(target)) await db.exec(sql);

    const { rows } = await db.query<{ id: number; username: string }>('select id, username from users order by id');
    expect(rows.map((r) => r.username)).toEqual(['Coach-1', 'coach', 'COACH-3', 'Sarah K', 'sarah']);
    await expect(db.query(`insert into users (username, password) values ('SARAH', 'x')`)).rejects.toThrow(/unique/);
  });
});
