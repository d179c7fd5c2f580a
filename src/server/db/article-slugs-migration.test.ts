// Migration 0004 gives articles written before slugs existed the slug the server would have made, numbered when
// two share a title, so their new pages have readable addresses from the first start.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationFiles, runMigrations, runMigrationsBefore } from '../../../tests/fixtures/migration-steps';
import { slugify } from '../../shared/slug';

const db = new PGlite();
afterAll(() => db.close());

describe('migration 0004 on a site with articles', () => {
  it('gives every article the slug of its title, numbered oldest first', async () => {
    const slugs = migrationFiles.find((m) => m.startsWith('0004'))!;
    await runMigrationsBefore(db, slugs);
    const titles = [
      'Season opens',
      "Coach's Corner: Defence & Rebounds",
      'Season opens',
      '!!!',
      `${'Long title '.repeat(12)}end`,
    ];
    for (const [i, title] of titles.entries()) {
      await db.query(
        `insert into news_articles (title, excerpt, content, publish_date, created_at)
         values ($1, 'x', 'y', now(), now() + $2 * interval '1 minute')`,
        [title, i],
      );
    }
    await runMigrations(db, [slugs]);

    const { rows } = await db.query<{ title: string; slug: string }>(
      'select title, slug from news_articles order by created_at',
    );
    expect(rows.map((r) => r.slug)).toEqual([
      'season-opens',
      slugify("Coach's Corner: Defence & Rebounds"),
      'season-opens-2',
      'article',
      slugify(`${'Long title '.repeat(12)}end`),
    ]);
    // The column is now required and unique.
    await expect(
      db.query(
        `insert into news_articles (title, excerpt, content, publish_date, slug) values ('a', 'b', 'c', now(), 'season-opens')`,
      ),
    ).rejects.toThrow(/unique/);
  });
});
