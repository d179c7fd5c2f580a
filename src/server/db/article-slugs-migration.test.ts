// Migration 0004 gives articles written before slugs existed the slug the server would have made, numbered when
// two share a title, so their new pages have readable addresses from the first start.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { slugify } from '../../shared/slug';
import { projectRoot } from '../project-root';

const folder = join(projectRoot, 'drizzle');
const migrations = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const statements = (name: string) =>
  readFileSync(join(folder, name), 'utf8')
    .split('--> statement-breakpoint')
    .filter((s) => s.trim());

const db = new PGlite();
afterAll(() => db.close());

describe('migration 0004 on a site with articles', () => {
  it('gives every article the slug of its title, numbered oldest first', async () => {
    const [before, [slugs]] = [migrations.filter((m) => m < '0004'), migrations.filter((m) => m.startsWith('0004'))];
    for (const name of before) for (const sql of statements(name)) await db.exec(sql);
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
    for (const sql of statements(slugs!)) await db.exec(sql);

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
