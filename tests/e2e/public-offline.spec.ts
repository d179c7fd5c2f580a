// The site on a phone without signal (ADR 050). Pages opened with a connection are kept by the service
// worker and shown with a banner when the network fails; a page never opened shows the offline page listing them;
// the portal is never answered by the worker.
import { brotliCompressSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';

const BANNER =
  /^You are offline\. This page was saved on (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4} at \d{1,2}:\d{2} (am|pm)\.$/;

/** The paths of the pages the worker has kept so far. */
const savedPages = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('offline-pages');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  });

test('pages opened online are read offline with a banner, others list them, the portal is never answered', async ({
  page,
  context,
  demoSite,
  consoleErrors,
}) => {
  await openPage(page, `${demoSite.url}/fixtures`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page came from the network before the worker was there; from now on it answers and keeps pages.
  await openPage(page, `${demoSite.url}/fixtures`);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await openPage(page, `${demoSite.url}/news`);
  await page.goto(`${demoSite.url}/admin`);
  await expect.poll(() => savedPages(page)).toEqual(['/fixtures', '/news']);

  await context.setOffline(true);
  await page.goto(`${demoSite.url}/news`);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(BANNER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Its stylesheet came from the worker too: the page is laid out, not bare text.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);

  await page.goto(`${demoSite.url}/gallery`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  const saved = page.locator('[data-saved-pages] a');
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toHaveAttribute('href', '/news');
  await expect(saved.nth(1)).toHaveAttribute('href', '/fixtures');
  // Named by their titles, not their addresses.
  await expect(saved.nth(1)).not.toHaveText('/fixtures');
  await saved.nth(1).click();
  await expect(page).toHaveURL(`${demoSite.url}/fixtures`);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(BANNER);

  // The portal opened online a moment ago: without a network the browser's own error, nothing saved.
  await expect(page.goto(`${demoSite.url}/admin`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);

  // What failed to load without a network (pictures never opened, the worker's update check) is expected here.
  const offlineNoise = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to register/;
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (offlineNoise.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
});

/** Whether the banner's first words are on screen below the navigation bar, and nothing covers them. */
const bannerReadable = (page: Page) =>
  page.evaluate(() => {
    const banner = [...document.querySelectorAll('[role="status"]')].find((el) =>
      el.textContent?.startsWith('You are'),
    );
    const bar = document.querySelector('header[data-navbar]')!.getBoundingClientRect();
    const text = banner?.firstChild;
    if (!banner || !text) return 'no banner';
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 'You are'.length);
    const words = range.getBoundingClientRect();
    if (words.top < bar.bottom) return `under the bar: its words at ${words.top}, the bar to ${bar.bottom}`;
    if (words.bottom > innerHeight) return 'below the screen';
    const shown = document.elementFromPoint(words.left + words.width / 2, words.top + words.height / 2);
    return shown === banner ? 'readable' : `covered by ${shown?.outerHTML.slice(0, 80)}`;
  });

test("a first visit's first page is kept as opened, and the banner stays readable under the bar", async ({
  page,
  context,
  demoSite,
  consoleErrors,
}) => {
  const [team] = (await (await page.request.get(`${demoSite.url}/api/teams`)).json()) as { id: string }[];
  const [article] = (await (await page.request.get(`${demoSite.url}/api/news`)).json()) as { slug: string }[];
  const fixtures = `${demoSite.url}/fixtures?team=${team!.id}`;
  // The first tap is a team's fixtures: the worker starts after that page has loaded, and keeps it all the same.
  await openPage(page, fixtures);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const kept = () =>
    page.evaluate(async () =>
      (await (await caches.open('offline-pages')).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search),
    );
  await expect.poll(kept).toEqual([`/fixtures?team=${team!.id}`]);
  await openPage(page, `${demoSite.url}/news/${article!.slug}`);
  await expect.poll(kept).toHaveLength(2);

  await context.setOffline(true);
  await page.goto(fixtures);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveText(BANNER);
  await expect(page.getByRole('group', { name: 'Filter by team' }).locator('a[aria-current="true"]')).toBeVisible();
  expect(await bannerReadable(page)).toBe('readable');
  // Still there, whole, once the family has scrolled down the games.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect(await bannerReadable(page)).toBe('readable');
  await context.setOffline(false);

  const offlineNoise = /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to register/;
  for (let i = consoleErrors.length - 1; i >= 0; i--)
    if (offlineNoise.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
});

test('the worker weighs under its 5 KB share of a first load, compressed as it is sent', async ({ demoSite }) => {
  const res = await fetch(`${demoSite.url}/sw.js`);
  expect(res.status).toBe(200);
  const sent = brotliCompressSync(Buffer.from(await res.arrayBuffer())).length;
  // The boot script's few bytes that register it come on top: 4 KB leaves them room.
  expect(sent).toBeLessThanOrEqual(4 * 1024);
});
