// Shared e2e fixtures: real servers per worker, a signed-in page, and no unexpected console errors.
import { test as base, expect, type Page } from '@playwright/test';
import { createFirstStaff, type Site, type Staff, startSite } from './site';

type WorkerFixtures = {
  /** Never written to: shows the fallbacks of an empty database. */
  emptySite: Site;
  /** Filled by `npm run seed:demo`; tests only read it. */
  demoSite: Site;
  /** For portal tests: starts empty with one staff account; tests write to it with unique names. */
  adminSite: Site & { staff: Staff };
};
type TestFixtures = {
  staff: Staff;
  signedInPage: Page;
  /** Console errors seen so far; a test that provokes one on purpose removes it from this list. */
  consoleErrors: string[];
};

// The browser reports expected 4xx answers (a 401 from /api/user when signed out) as console errors.
const EXPECTED_NOISE = /Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  emptySite: [
    async ({}, use) => {
      const site = await startSite();
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  demoSite: [
    async ({}, use) => {
      const site = await startSite({ seedDemo: true });
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  adminSite: [
    async ({}, use) => {
      const site = await startSite();
      const staff = await createFirstStaff(site);
      await use({ ...site, staff });
      await site.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  staff: async ({ adminSite }, use) => use(adminSite.staff),

  consoleErrors: async ({}, use) => use([]),

  page: async ({ page, consoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXPECTED_NOISE.test(message.text())) consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await use(page);
    expect(consoleErrors, 'console errors during the test').toEqual([]);
  },

  signedInPage: async ({ page, adminSite }, use) => {
    const res = await page.request.post(`${adminSite.url}/api/login`, {
      data: { username: adminSite.staff.username, password: adminSite.staff.password },
    });
    expect(res.status()).toBe(200);
    await use(page);
  },
});

export { expect };
