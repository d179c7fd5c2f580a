// The sponsor report: a visitor (no session, a phone's browser) sees the sponsors page twice and follows
// a sponsor's link; within seconds (the e2e site writes its counts every second, VISIT_FLUSH_SECONDS) staff see those
// views and that click in the Sponsor report, and the page among the Visitors section's top pages.
import { readFileSync } from 'node:fs';
import { card, images, openSection, unique } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** A phone's browser: Playwright's own user agent says HeadlessChrome, which is not counted. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WEBSITE = 'https://sponsor.example/';

test('staff see a sponsor’s views and clicks in the sponsor report, and the page in Visitors', async ({
  signedInPage: page,
  adminSite,
  browser,
}) => {
  const { url } = adminSite;
  const headers = { origin: url };
  const name = unique('Coastal Bank');
  const created = await page.request.post(`${url}/api/admin/sponsors`, {
    headers,
    multipart: {
      name,
      description: 'Our main partner',
      websiteUrl: WEBSITE,
      order: '0',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: readFileSync(images.png) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();

  // A visitor: no session, a phone's browser. The sponsor's own site is answered here: nothing leaves the machine.
  const visitor = await browser.newContext({ userAgent: PHONE });
  await visitor.route(`${WEBSITE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sponsor</title>' }),
  );
  const visit = await visitor.newPage();
  await visit.goto(`${url}/sponsors`);
  await visit.goto(`${url}/sponsors`);
  const shown = visit.getByRole('listitem').filter({ hasText: name });
  const [sponsorSite] = await Promise.all([
    visitor.waitForEvent('page'),
    shown.getByRole('link', { name: `Visit Website of ${name}` }).click(),
  ]);
  await expect(sponsorSite).toHaveURL(WEBSITE);
  expect((await visitor.cookies()).length, 'no cookie on a visitor').toBe(0);
  await visitor.close();

  // From the sponsor's card in Sponsors: the report opens on that sponsor.
  await openSection(page, url, 'sponsors', 'Sponsors Management');
  await card(page, name)
    .getByRole('link', { name: `Sponsor report for ${name}` })
    .click();
  await expect(page).toHaveURL(`${url}/admin/sponsor-report?sponsor=${id}`);
  await expect(page.getByLabel('Sponsor', { exact: true })).toHaveValue(id);
  const report = page.getByRole('article', { name: `Sponsor report: ${name}` });
  // The counts are written within a second or so: read again (the address keeps the sponsor) until they are there.
  await expect(async () => {
    await page.reload();
    await expect(report.getByRole('row', { name: /^Total/ })).toHaveText(/Total\s*2\s*1/, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(report.getByText('Port Moresby Basketball Club')).toBeVisible();
  await expect(report.getByRole('img', { name: `${name} logo` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
  await expectNoAxeViolations(page, 'the sponsor report');
  // Printed, it is the report alone: no menu, no notice, no choices, no button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
  await expect(page.getByLabel('Sponsor', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open Site Settings' })).toBeHidden();
  await expect(report).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('printed-report.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await openSection(page, url, 'visitors', 'Visitors');
  const topPages = page.getByRole('region', { name: 'Top pages' });
  await expect(topPages.getByRole('row', { name: /\/sponsors/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Where visitors came from' }).getByRole('row', { name: /Direct/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(topPages.getByRole('row', { name: /\/sponsors/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the Visitors section');
});
