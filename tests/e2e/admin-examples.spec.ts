// Staff see what visitors see: while a list is empty the website shows example content, and a new site shows
// placeholder contact details; the portal says so and offers the way out. These tests get a site of their own
// (one per worker), since both depend on nothing having been added yet; the shared admin site fills up as other
// specs run.
import type { Page } from '@playwright/test';
import { expectToast, openSection } from './admin-helpers';
import { test as base, expect } from './fixtures';
import { createFirstStaff, type Site, type Staff, startSite } from './site';

type FreshSite = Site & { staff: Staff };

const test = base.extend<object, { freshSite: FreshSite }>({
  freshSite: [
    async ({}, use) => {
      const site = await startSite();
      await use({ ...site, staff: await createFirstStaff(site) });
      await site.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

async function signIn(page: Page, site: FreshSite) {
  const res = await page.request.post(`${site.url}/api/login`, { data: site.staff });
  expect(res.status()).toBe(200);
}

const EXAMPLE_SECTIONS = [
  {
    section: 'about',
    title: 'About Section Management',
    text: 'The website is showing 3 example features.',
    first: 'Elite Development',
    publicPath: '/',
  },
  {
    section: 'pathway',
    title: 'Player Pathway Management',
    text: 'The website is showing 5 example pathway steps.',
    first: 'Foundation',
    publicPath: '/',
  },
  {
    section: 'international',
    title: 'International Opportunities Management',
    text: 'The website is showing 3 example international features.',
    first: 'Cultural Exchange',
    publicPath: '/',
  },
  {
    section: 'sponsors',
    title: 'Sponsors Management',
    text: 'The website is showing 1 example sponsor.',
    first: 'Community Partner',
    publicPath: '/sponsors',
  },
  {
    section: 'merchandise',
    title: 'Merchandise Management',
    text: 'The website is showing 18 example products.',
    first: 'Home Jersey',
    publicPath: '/merchandise',
  },
] as const;

test('each list the website fills with examples says so, and copies them into the list to edit', async ({
  page,
  freshSite,
}) => {
  test.setTimeout(120_000);
  await signIn(page, freshSite);
  for (const { section, title, text, first, publicPath } of EXAMPLE_SECTIONS) {
    await openSection(page, freshSite.url, section, title);
    const notice = page.getByRole('region', { name: 'Example content' });
    await expect(notice).toContainText(`${text} Add your own and the examples disappear.`);
    await notice.getByRole('button', { name: 'Copy examples to edit' }).click();
    // One request per example: 18 products take a moment.
    await expect(notice).toHaveCount(0, { timeout: 30_000 });
    await expectToast(page, 'Examples copied');
    // Now real rows: each can be edited like anything staff added.
    await expect(page.getByRole('button', { name: `Edit ${first}`, exact: true })).toBeVisible();
    const rows = (await (await page.request.get(`${freshSite.url}/api/${section}`)).json()) as { order: number }[];
    expect(rows.length).toBe(Number(/showing (\d+)/.exec(text)?.[1]));
    expect(rows.map((row) => row.order)).toEqual(rows.map((_, i) => i + 1));

    if (section === 'sponsors') {
      // The example's logo is drawn in the browser and uploaded like any other.
      const logo = await page.request.get(`${freshSite.url}${(rows[0] as unknown as { logoUrl: string }).logoUrl}`);
      expect(logo.headers()['content-type']).toMatch(/^image\//);
    }
    await page.goto(`${freshSite.url}${publicPath}`);
    await expect(page.getByText(first, { exact: true }).first()).toBeVisible();
  }

  // Lists the website shows no examples for say nothing of the kind.
  for (const [section, title] of [
    ['teams', 'Team Management'],
    ['news', 'News Management'],
    ['club-management', 'Club Management'],
  ] as const) {
    await openSection(page, freshSite.url, section, title);
    await expect(page.getByRole('region', { name: 'Example content' })).toHaveCount(0);
  }
});

test('placeholder contact details are flagged on every screen until replaced in Site Settings', async ({
  page,
  freshSite,
}) => {
  await signIn(page, freshSite);
  await openSection(page, freshSite.url, 'teams', 'Team Management');
  const banner = page.getByRole('region', { name: 'Contact details' });
  await expect(banner).toContainText('The website still shows the example contact details (+675 000 0000');
  await banner.getByRole('link', { name: 'Open Site Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();

  // Replacing one of the two is not enough: visitors would still be sent to the other.
  await page.getByLabel('Phone', { exact: true }).fill('+675 321 4567');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings updated successfully');
  await expect(banner).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill('hello@pmbc.org.pg');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings updated successfully');
  await expect(banner).toHaveCount(0);
  await openSection(page, freshSite.url, 'about', 'About Section Management');
  await expect(page.getByRole('heading', { level: 1, name: 'About Section Management' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
