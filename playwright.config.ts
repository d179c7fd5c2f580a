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

// Staff journeys through the portal's forms behave the same at any width: they run on the desktop only. On the phone
// run the public site, signing in, the portal's layout and menu, and axe on every portal screen.
const desktopOnly = [
  'admin-examples',
  'admin-fixtures',
  'admin-gallery',
  'admin-image-checks',
  'admin-inbox',
  'admin-inquiries-settings',
  'admin-landing-sections',
  'admin-multipart-sections',
  'admin-ordering',
  'admin-plain-forms',
  'admin-profiles',
  'admin-safeguarding',
  'admin-sponsor-report',
  'admin-staff',
  'admin-teams-news',
  'admin-upload-size',
].map((name) => `${name}.spec.ts`);

// Journeys whose point is the phone (adding a child from the court side, a slip of the thumb on a bin icon, a file
// picked on a phone, a long word on a 360 px screen, staff accepting a registration, a family registering a player,
// a coach entering a result, reading saved pages without signal, relatives opening a tour's page): the phone only.
const phoneOnly = [
  'admin-child-defaults',
  'admin-coach',
  'admin-picked-file',
  'admin-registrations',
  'admin-undo-delete',
  'admin-writing',
  'public-long-words',
  'public-offline',
  'public-register',
  'public-tours',
].map((name) => `${name}.spec.ts`);

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
    // Recording a trace snapshots the page at every step, for every test: worth it when debugging here, but in CI,
    // where nobody opens the trace, it only makes the run slower.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: desktopOnly,
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      testIgnore: phoneOnly,
      // Single tests whose point is the phone, inside specs that run at both widths.
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1440, height: 900 }, browserName: 'chromium' },
    },
  ],
});
