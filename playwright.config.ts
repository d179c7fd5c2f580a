import { readdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browsers are never downloaded here: tests drive Debian's Chromium.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// Each spec runs at the width its people use: the public site on a phone (most visitors), the portal on a desktop
// (staff at a desk), and the portal journeys whose point is the phone (adding a child from the court side, a slip of
// the thumb on a bin icon, a file picked on a phone, staff accepting a registration, a coach entering a result, a
// tour's contributions, a match report written on the bus) on the phone. Specs about the layout itself run at both
// widths; a single test elsewhere joins the other width with the tag `@phone` or `@desktop`. Running everything
// twice would double the run and find nothing new: what differs between widths is the layout, tested here.
const phoneFirstPortal = [
  'admin-child-defaults',
  'admin-coach',
  'admin-family-week',
  'admin-picked-file',
  'admin-registrations',
  'admin-tours',
  'admin-undo-delete',
  'admin-writing',
];
const bothWidths = ['admin-layout', 'public-layout', 'public-navigation'];

/** Matches a test by its spec file's name (Playwright greps the file name, the titles and the tags). */
const specs = (names: string[]) => new RegExp(`\\b(${names.join('|')})\\.spec\\.ts`);
const publicSpecs = /\b(public-[\w-]+|no-javascript)\.spec\.ts/;
const portalSpecs = /\b(admin-[\w-]+|auth-portal)\.spec\.ts/;

// A spec whose name gives it no width would silently never run.
const homeless = readdirSync(new URL('tests/e2e', import.meta.url)).filter(
  (file) => file.endsWith('.spec.ts') && !publicSpecs.test(file) && !portalSpecs.test(file),
);
if (homeless.length > 0) throw new Error(`No width runs ${homeless.join(', ')}: name it public-* or admin-*`);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Each worker starts its own servers on the built app (tests/e2e/fixtures.ts); two cores, two workers.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    // Recording a trace snapshots the page at every step, for every test, failing or not: worth it when debugging
    // one spec (`npx playwright test <spec>`), but over the whole suite it costs two minutes of the two cores, so
    // `npm test` and CI run with `--trace off`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      grep: [publicSpecs, specs(phoneFirstPortal), specs(bothWidths), /@phone\b/],
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      grep: [portalSpecs, specs(bothWidths), /@desktop\b/],
      grepInvert: specs(phoneFirstPortal),
      use: { viewport: { width: 1440, height: 900 }, browserName: 'chromium' },
    },
  ],
});
