// The navigation bar (fixed, semi-opaque after 100 px, collapsible on small screens), in-page anchors and footer.
import { expect, test } from './fixtures';
import { isPhone, openPage } from './public-helpers';

const ANCHORS = [
  ['Home', 'home'],
  ['About', 'about'],
  ['Teams', 'teams'],
  ['Pathway', 'pathway'],
  ['International', 'international'],
  ['Gallery', 'gallery'],
] as const;
const PAGES = [
  ['News', '/news'],
  ['Tours', '/tours'],
  ['Register', '/register'],
  ['Fixtures', '/fixtures'],
  ['Profiles', '/profiles'],
  ['Sponsors', '/sponsors'],
  ['Merchandise', '/merchandise'],
  ['Full Gallery', '/gallery'],
  ['Staff Login', '/auth'],
] as const;

test('the bar is fixed and turns semi-opaque after scrolling past 100 px', async ({ page, emptySite }) => {
  await openPage(page, emptySite.url);
  const header = page.locator('header[data-navbar]');
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // Semi-opaque: a background colour with alpha between 0 and 1.
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toMatch(/^(rgba\(17, 17, 17, 0\.\d+\)|oklab\(.+ \/ 0\.\d+\)|color\(srgb .+ \/ 0\.\d+\))$/);
  expect((await header.boundingBox())?.y).toBe(0);
  // Each answer below is a change of the bar's state to wait for: 90 px is not past 100, 101 is.
  await page.evaluate(() => window.scrollTo(0, 90));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 101));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('on the landing page the anchors scroll to their sections', async ({ page, emptySite }, testInfo) => {
  await openPage(page, emptySite.url);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // On phones the links sit in the closed menu: look at them there too.
  const link = (name: string) => nav.getByRole('link', { name, exact: true, includeHidden: true }).first();
  for (const [label, id] of ANCHORS) await expect(link(label)).toHaveAttribute('href', `#${id}`);
  for (const [label, href] of PAGES) await expect(link(label)).toHaveAttribute('href', href);
  await expect(link('Join Us')).toHaveAttribute('href', '#contact');

  if (isPhone(testInfo)) await nav.getByLabel('Open menu', { exact: true }).click();
  await nav.getByRole('link', { name: 'Pathway', exact: true }).click();
  await expect(page).toHaveURL(`${emptySite.url}/#pathway`);
  await expect(page.locator('#pathway h2')).toBeInViewport();
  // The section's heading is not hidden under the fixed bar.
  await expect.poll(async () => (await page.locator('#pathway').boundingBox())!.y).toBeGreaterThanOrEqual(63);

  if (isPhone(testInfo)) {
    await expect(nav.getByRole('link', { name: 'Teams', exact: true })).toBeHidden();
    await nav.getByLabel('Open menu', { exact: true }).click();
  }
  await nav.getByRole('link', { name: 'Join Us' }).click();
  await expect(page.locator('#contact h2')).toBeInViewport();
});

test('the hero buttons scroll to teams and contact', async ({ page, emptySite }) => {
  await openPage(page, emptySite.url);
  await page.getByRole('link', { name: 'Explore Teams' }).click();
  await expect(page.locator('#teams h2')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Register Now' }).click();
  await expect(page.locator('#contact h2')).toBeInViewport();
});

test('on a sub-page the anchors lead to the landing page and page links navigate', async ({
  page,
  emptySite,
}, testInfo) => {
  await openPage(page, `${emptySite.url}/sponsors`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = (name: string) => nav.getByRole('link', { name, exact: true, includeHidden: true }).first();
  for (const [label, id] of ANCHORS) await expect(link(label)).toHaveAttribute('href', `/#${id}`);
  await expect(link('Join Us')).toHaveAttribute('href', '/#contact');

  const open = async () => {
    if (isPhone(testInfo)) await nav.getByLabel('Open menu', { exact: true }).click();
  };
  await open();
  await nav.getByRole('link', { name: 'Merchandise', exact: true }).click();
  await expect(page).toHaveURL(`${emptySite.url}/merchandise`);
  await expect(page.getByRole('heading', { level: 1, name: 'Club Merchandise' })).toBeVisible();
  await expect(link('Merchandise')).toHaveAttribute('aria-current', 'page');
  if (isPhone(testInfo)) await expect(nav.getByLabel('Open menu', { exact: true })).toBeVisible();

  // News and Tours have pages of their own in the menu, not only sections of the landing page.
  for (const [label, heading] of [
    ['Tours', 'International Tours'],
    ['News', 'Club News'],
  ] as const) {
    await open();
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(`${emptySite.url}/${label.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(link(label)).toHaveAttribute('aria-current', 'page');
  }

  await open();
  await nav.getByRole('link', { name: 'International', exact: true }).click();
  await expect(page).toHaveURL(`${emptySite.url}/#international`);
  await expect(page.locator('#international h2')).toBeInViewport();
});

test('the small-screen menu opens, closes after a choice and on Escape', async ({ page, emptySite }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the collapsible menu is for small screens');
  await openPage(page, emptySite.url);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByLabel('Open menu', { exact: true });
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  await toggle.click();
  await expect(nav.getByLabel('Close menu', { exact: true })).toBeVisible();
  for (const [label] of [...ANCHORS, ...PAGES]) {
    const link = nav.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    // Tap targets of at least 44 px.
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(`${emptySite.url}/#about`);
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  await expect(page.locator('#about h2')).toBeInViewport();

  await nav.getByLabel('Open menu', { exact: true }).click();
  await nav.getByRole('link', { name: 'Staff Login' }).click();
  await expect(page).toHaveURL(`${emptySite.url}/auth`);
});

test('on wide screens every link is in the bar', async ({ page, emptySite }, testInfo) => {
  test.skip(isPhone(testInfo), 'wide screens only');
  await openPage(page, emptySite.url);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByLabel('Open menu', { exact: true })).toBeHidden();
  for (const [label] of [...ANCHORS, ...PAGES]) {
    const link = nav.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    // Its label on one line (the text's boxes, one per line it takes).
    const lines = await link.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, label).toBe(1);
  }
  // All in the bar's width (max-w-7xl, so the same from the xl breakpoint up), 'Join Us' included.
  const join = (await nav.getByRole('link', { name: 'Join Us' }).boundingBox())!;
  const bar = (await nav.boundingBox())!;
  expect(join.x + join.width).toBeLessThanOrEqual(bar.x + bar.width);
  // Neither the brand nor the button squeezed onto a second line by the links (one line: at most 48 px high).
  for (const name of [/^PMBC/, 'Join Us']) {
    expect((await nav.getByRole('link', { name }).boundingBox())!.height, String(name)).toBeLessThanOrEqual(48);
  }
});

test('the footer groups link to the landing sections and the fixtures page', async ({ page, emptySite }) => {
  await openPage(page, `${emptySite.url}/gallery`);
  const footer = page.getByRole('contentinfo');
  const groups: [string, [string, string][]][] = [
    [
      'Teams',
      [
        ['U10 Development', '/#teams'],
        ['U14 Development', '/#teams'],
        ['U16 Competitive', '/#teams'],
        ['U19 Competitive', '/#teams'],
        ['Senior Teams', '/#teams'],
      ],
    ],
    [
      'Programs',
      [
        ['Youth Development', '/#pathway'],
        ['International Tours', '/#international'],
        ['Elite Training', '/#teams'],
        ['Coaching Clinics', '/#contact'],
      ],
    ],
    [
      'Quick Links',
      [
        ['About Us', '/#about'],
        ['Gallery', '/#gallery'],
        ['News', '/#news'],
        ['Fixtures & Results', '/fixtures'],
        ['Contact', '/#contact'],
      ],
    ],
  ];
  for (const [title, links] of groups) {
    const group = footer.getByRole('navigation', { name: `Footer: ${title}` });
    await expect(group.getByRole('heading', { name: title })).toBeVisible();
    await expect(group.getByRole('link')).toHaveText(links.map(([label]) => label));
    for (const [label, href] of links)
      await expect(group.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await footer.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(`${emptySite.url}/#news`);
  await expect(page.locator('#news h2')).toBeInViewport();
  // On the landing page the same links stay on the page.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '#about');
});
