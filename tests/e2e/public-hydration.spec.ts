// Server rendering + hydration: each page arrives with its data, so the browser asks the API for nothing on load,
// and nothing moves when the scripts take over.
import { expect, test } from './fixtures';
import { layoutShift, openPage, recordApiRequests } from './public-helpers';

const ROUTES = ['/', '/gallery', '/sponsors', '/merchandise', '/profiles'];

for (const route of ROUTES) {
  test(`${route} hydrates without fetching its data again or shifting the layout`, async ({ page, demoSite }) => {
    const requests = recordApiRequests(page);
    await openPage(page, `${demoSite.url}${route}`);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });
}

test('the landing page ships only its own code, hinted in the HTML', async ({ page, demoSite }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const response = await openPage(page, demoSite.url);
  const html = await response!.text();
  await page.waitForLoadState('networkidle');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/landing-page-[^"]+\.js"/);
  expect(scripts.some((s) => /\/landing-page-/.test(s))).toBe(true);
  for (const other of [
    'gallery-page',
    'merchandise-page',
    'profiles-page',
    'sponsors-page',
    'admin-page',
    'auth-page',
  ]) {
    expect(scripts.filter((s) => s.includes(`/${other}-`))).toEqual([]);
  }
  // zod (enquiry validation) loads only once the visitor starts on the form.
  expect(scripts.filter((s) => /\/zod-/.test(s))).toEqual([]);
});

test('client-side navigation fetches the next page data once', async ({ page, demoSite }) => {
  await openPage(page, demoSite.url);
  const requests = recordApiRequests(page);
  await page.getByRole('link', { name: 'View Full Gallery' }).click();
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('listitem')).toHaveCount(14);
  expect(requests).toEqual(['GET /api/gallery']);
});
