// Server rendering + islands: each page arrives complete, so the browser asks the API for nothing on load, only the
// page's interactive parts load code (within a byte budget), and nothing moves when they become interactive.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutShifts, openPage, recordApiRequests } from './public-helpers';
import PUBLIC_PAGES from './public-pages.json' with { type: 'json' };

const ROUTES = PUBLIC_PAGES;

// The page's own first load, as bench/page-weight.mjs measures it: once the offline worker (ADR 050) takes over, the
// islands it fetches would be its traffic, not the page's; its own bytes are checked in public-offline.spec.ts.
test.use({ serviceWorkers: 'block' });
/**
 * The page-weight budgets (docs/architecture.md "Performance budgets") for what a phone downloads on a public page's
 * first load, compressed as sent.
 */
const SCRIPT_BUDGET_BYTES = 30 * 1024;
const FIRST_LOAD_BUDGET_BYTES = 160 * 1024;
const PORTAL_CODE = /\/assets\/(portal|admin-page|auth-page)-/;

type Loaded = { path: string; type: string; bytes: number };

/** Everything the page loads from now on, with the body bytes that crossed the network for it. */
function recordLoads(page: Page): Loaded[] {
  const loads: Loaded[] = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes();
    loads.push({ path: new URL(request.url()).pathname, type: request.resourceType(), bytes: sizes.responseBodySize });
  });
  return loads;
}

const total = (loads: Loaded[]) => loads.reduce((sum, l) => sum + l.bytes, 0);
const listed = (loads: Loaded[]) => loads.map((l) => `${l.path} ${l.bytes}`).join('\n');

for (const route of ROUTES) {
  test(`${route} hydrates without fetching its data again or shifting the layout, within its byte budgets`, async ({
    page,
    demoSite,
  }) => {
    const requests = recordApiRequests(page);
    const loads = recordLoads(page);
    await openPage(page, `${demoSite.url}${route}`);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    // CLS at most 0.02 on every public page (fonts with metric-matched fallbacks, sized images): docs/architecture.md
    // "Performance budgets".
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.moved.join('\n')).toBeLessThanOrEqual(0.02);
    const scripts = loads.filter((l) => l.type === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => PORTAL_CODE.test(s.path))).toEqual([]);
    expect(total(scripts), listed(scripts)).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    // The first-load budget is a phone's (these run on the phone): a wide screen shows more pictures at once.
    expect(total(loads), listed(loads)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });
}

test('the landing page loads only its islands, named in the HTML and started after its first paint', async ({
  page,
  demoSite,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const response = await openPage(page, demoSite.url);
  const html = await response!.text();
  await page.waitForLoadState('networkidle');
  const modules = html.match(/<script type="module" src="\/assets\/boot-[^"]+" data-modules="([^"]+)"/)?.[1];
  expect(modules?.split(' ')[0]).toMatch(/^islands-[^/]+\.js$/);
  for (const island of ['navbar', 'contact-island']) {
    expect(modules).toMatch(new RegExp(`(^| )${island}-[^ ]+\\.js`));
    expect(scripts.some((s) => s.includes(`/${island}-`))).toBe(true);
  }
  // Nothing but the boot script before the page has painted (ADR 037): the islands and, on a first visit, the
  // headings' font are asked for after the first contentful paint.
  expect(html).not.toContain('rel="modulepreload"');
  const late = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(islands|navbar|oswald)-[^/]+$/.test(entry.name))
      .map((entry) => entry.startTime >= paint);
  });
  expect(late).toEqual([true, true, true]);
  for (const other of ['gallery-browser', 'merchandise-browser', 'profile-tabs', 'portal', 'admin-page', 'auth-page']) {
    expect(scripts.filter((s) => s.includes(`/${other}-`))).toEqual([]);
  }
  // zod (enquiry validation) loads only once the visitor starts on the form.
  expect(scripts.filter((s) => /\/contact-validation-/.test(s))).toEqual([]);
  await page.getByLabel('First Name').focus();
  await expect.poll(() => scripts.some((s) => /\/contact-validation-/.test(s))).toBe(true);
});

test('a link to another page loads it complete from the server, with no API call', async ({ page, demoSite }) => {
  await openPage(page, demoSite.url);
  const requests = recordApiRequests(page);
  await page.getByRole('link', { name: 'View Full Gallery' }).click();
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('listitem')).toHaveCount(14);
  expect(requests).toEqual([]);
});
