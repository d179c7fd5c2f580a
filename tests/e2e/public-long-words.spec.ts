// No text staff can enter widens a page beyond a phone's screen (ADR 033): a 300-character word (a long
// link pasted into an excerpt) in every such field of every entity and of the site settings, then every public page
// and every portal section at 360 px. Written straight into a copy of the demo database: through the forms it
// would take minutes.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ADMIN_SECTIONS } from '../../src/shared/admin-sections';
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';
import PUBLIC_PAGES from './public-pages.json' with { type: 'json' };
import { createFirstStaff, startSite } from './site';

const LONG_WORD = `https://example.com/${'a'.repeat(280)}`;

/** Every column staff (or, for enquiries, visitors) type free text into; not URLs, slugs, or values from a list. */
const TEXT_FIELDS: Record<string, string[]> = {
  about_features: ['title', 'description'],
  club_management: ['name', 'role'],
  teams: ['name', 'age_group', 'description'],
  players: ['name', 'location', 'position', 'description'],
  coaches: ['name', 'location', 'role', 'description'],
  news_articles: ['title', 'excerpt', 'content'],
  events: ['title', 'venue', 'notes'],
  gallery_images: ['title', 'description'],
  contact_inquiries: ['first_name', 'last_name', 'email', 'message', 'notes'],
  site_settings: ['contact_address', 'contact_phone', 'contact_email'],
  pathway_steps: ['age', 'title', 'description'],
  international_features: ['title', 'description'],
  sponsors: ['name', 'description'],
  merchandise: ['name', 'description'],
};

async function fillWithLongWords(dataDir: string) {
  const db = await PGlite.create(join(dataDir, 'pg'));
  try {
    for (const [table, columns] of Object.entries(TEXT_FIELDS)) {
      await db.query(`update ${table} set ${columns.map((c) => `${c} = $1`).join(', ')}`, [LONG_WORD]);
    }
    await db.query('update teams set features = array[$1]', [LONG_WORD]);
    // An enquiry to show in the inbox (the demo has none).
    await db.query(`insert into contact_inquiries (first_name, last_name, email, message) values ($1, $1, $1, $1)`, [
      LONG_WORD,
    ]);
  } finally {
    await db.close();
  }
}

// On the phone project only (playwright.config.ts): the check is about a 360 px screen.
test('a 300-character word in every text field widens no public page or portal section at 360 px', async ({ page }) => {
  test.setTimeout(180_000);
  const site = await startSite({ seedDemo: true, prepare: fillWithLongWords });
  try {
    const staff = await createFirstStaff(site);
    const widths: Record<string, number> = {};
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    const showingTheWord: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await openPage(page, `${site.url}${path}`);
      widths[path] = await width();
      if (await page.evaluate((word) => document.body.textContent?.includes(word), LONG_WORD))
        showingTheWord.push(path);
    }
    // The long words are really there: on the home page at least (some pages, /follow/sent, show none).
    expect(showingTheWord).toContain('/');
    const res = await page.request.post(`${site.url}/api/login`, { data: staff });
    expect(res.status()).toBe(200);
    for (const section of ADMIN_SECTIONS) {
      await page.goto(`${site.url}/admin/${section}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
      widths[`/admin/${section}`] = await width();
    }
    const tooWide = Object.entries(widths).filter(([, width]) => width > 360);
    expect(tooWide, 'pages wider than the screen').toEqual([]);
  } finally {
    await site.stop();
  }
});
