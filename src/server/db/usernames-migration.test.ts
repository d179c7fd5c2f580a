// The migration that makes usernames unique without regard to capital letters must not fail on a database that
// already holds 'Coach' and 'coach': the one signed in most recently keeps its name, the other gets its id appended.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationNamed, runMigrations, runMigrationsBefore } from '../../../tests/fixtures/migration-steps';

const target = migrationNamed('usernames-ignore-case');

const db = new PGlite();
afterAll(() => db.close());

describe('the usernames-ignore-case migration', () => {
  it('renames all but one account of each spelling, then refuses a new one', async () => {
    await runMigrationsBefore(db, target);
    await db.exec(`insert into users (username, password, last_sign_in_at) values
      ('Coach', 'x', null),
      ('coach', 'x', now()),
      ('COACH', 'x', now() - interval '1 day'),
      ('Sarah K', 'x', null),
      ('sarah', 'x', null)`);
    await runMigrations(db, [target]);

    const { rows } = await db.query<{ id: number; username: string }>('select id, username from users order by id');
    expect(rows.map((r) => r.username)).toEqual(['Coach-1', 'coach', 'COACH-3', 'Sarah K', 'sarah']);
    await expect(db.query(`insert into users (username, password) values ('SARAH', 'x')`)).rejects.toThrow(/unique/);
  });
});
