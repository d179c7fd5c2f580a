// Season registration (ADR 038) on a phone: a family registers a player at /register, with JavaScript (the form
// suggests the team for the age) and without it (the server answers with its messages beside the fields, then the
// confirmation), reaching the confirmation with a reference. Registration is opened through the admin API, as staff
// would in Site Settings.
import type { APIRequestContext, Page } from '@playwright/test';
import { unique } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';
import { siteToday } from './site';

const FEES = 'K50 a season, cash at training or mobile money to 7000 1111.';

/** Opens registration for the 2027 Season with two teams to apply for (as often as asked: tests share the site). */
async function openRegistration(request: APIRequestContext, site: { url: string; staff: object }) {
  expect((await request.post(`${site.url}/api/login`, { data: site.staff })).status()).toBe(200);
  const { id, ...settings } = await (await request.get(`${site.url}/api/settings`)).json();
  const put = await request.put(`${site.url}/api/admin/settings/${id}`, {
    data: {
      ...settings,
      registrationOpen: true,
      season: '2027 Season',
      feeInformation: FEES,
      codeOfConduct: 'Respect the coach, the referee and every player.\n\nCome to training on time.',
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const teams = (await (await request.get(`${site.url}/api/teams`)).json()) as { name: string }[];
  for (const [name, ageGroup] of [
    ['U14 Development', 'Under 14'],
    ['Senior Teams', 'Senior (19+)'],
  ] as const) {
    if (teams.some((team) => team.name === name)) continue;
    const res = await request.post(`${site.url}/api/admin/teams`, {
      data: { name, ageGroup, description: 'Training twice a week.', features: [], color: 'red' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** A child of 11 or 12 on the club's day: in the U14 group. */
const childBorn = () => `${Number(siteToday().slice(0, 4)) - 12}-01-15`;

const form = (page: Page) => page.getByRole('form', { name: 'Registration' });

async function fillTheRest(page: Page) {
  const f = form(page);
  await f.getByLabel('Parent or guardian name').fill('Mary Vagi');
  await f.getByLabel('Relationship to the player').fill('Mother');
  await f.getByLabel('Parent or guardian phone').fill('7123 4567');
  await f.getByLabel('Emergency contact name').fill('John Vagi');
  await f.getByLabel('Emergency contact phone').fill('7234 5678');
  await f.getByLabel("I agree to the club's code of conduct").check();
  await f.getByLabel('The club may arrange emergency medical treatment').check();
  await f
    .getByRole('group', { name: 'The club may publish photos of my child on its website' })
    .getByLabel('No')
    .check();
}

async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/register\/sent\?reference=R-\d{4}-\d{4}#top$/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await expect(page).toHaveTitle(/^Registration Sent \|/);
  await expect(page.getByText(`Your reference: ${reference}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByText(FEES)).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/**
 * The page-weight budgets (docs/architecture.md "Performance budgets") for a public page's first load on a phone,
 * compressed as sent (public-hydration.spec.ts).
 */
const SCRIPT_BUDGET_BYTES = 30 * 1024;
const FIRST_LOAD_BUDGET_BYTES = 160 * 1024;

test.describe('with JavaScript', () => {
  test('the open form within the budgets, then the confirmation: the form suggests the team for the age', async ({
    page,
    request,
    adminSite,
  }) => {
    await openRegistration(request, adminSite);
    const loads: { type: string; bytes: number }[] = [];
    page.on('requestfinished', async (r) => {
      loads.push({ type: r.resourceType(), bytes: (await r.sizes()).responseBodySize });
    });
    await openPage(page, `${adminSite.url}/register`);
    await page.waitForLoadState('networkidle');
    const bytes = (type?: string) => loads.filter((l) => !type || l.type === type).reduce((sum, l) => sum + l.bytes, 0);
    expect(bytes('script')).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    expect(bytes()).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    await expect(page).toHaveTitle(/^Register a Player \|/);
    await expect(page.getByText(FEES)).toBeVisible();

    const f = form(page);
    // Sent empty: the server's answer, its messages listed at the top, with the island running on it.
    await f.getByRole('button', { name: 'Send Registration' }).click();
    await expect(f.getByText('Please check these fields:')).toBeInViewport();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expectNoAxeViolations(page, 'the registration form with its messages');

    await f.getByLabel('First name').fill(unique('Kila'));
    await f.getByLabel('Last name').fill('Vagi');
    await expect(f.getByLabel('Team applied for')).toHaveValue('');
    // Other tests add U14 teams to the shared site: the suggestion is the first of the list in the U14 group.
    const u14Options = f.getByLabel('Team applied for').locator('option[data-age-group="u14"]');
    const firstU14 = (await u14Options.first().textContent()) ?? '';
    await f.getByLabel('Date of birth').fill(childBorn());
    await expect(f.getByText(`Suggested for this age: ${firstU14}`)).toBeVisible();
    await expect(f.getByLabel('Team applied for').locator('option:checked')).toHaveText(firstU14);
    await fillTheRest(page);

    await f.getByRole('button', { name: 'Send Registration' }).click();
    await expectConfirmation(page);
  });
});

test.describe('on a slow line', () => {
  test.use({ hasTouch: true });

  test('the typed names come back after a reload; a double tap shows the confirmation with the reference', async ({
    page,
    request,
    adminSite,
  }) => {
    await openRegistration(request, adminSite);
    await openPage(page, `${adminSite.url}/register`);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const f = form(page);
    const firstName = unique('Dika');
    await f.getByLabel('First name').fill(firstName);
    await f.getByLabel('Last name').fill('Arua');
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(f.getByLabel('First name')).toHaveValue(firstName);
    await expect(f.getByLabel('Last name')).toHaveValue('Arua');

    await f.getByLabel('Date of birth').fill(childBorn());
    await f.getByLabel('Team applied for').selectOption({ label: 'U14 Development' });
    await fillTheRest(page);
    // Two taps: the button waits after the first (the island's test shows it disabled, saying 'Sending...'), and
    // a second send that got out anyway is answered as the first: either way the confirmation, with the reference.
    const send = f.getByRole('button', { name: 'Send Registration' });
    const box = (await send.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expectConfirmation(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the messages beside the fields with what was typed, then the confirmation', async ({
    page,
    request,
    adminSite,
  }) => {
    await openRegistration(request, adminSite);
    await page.goto(`${adminSite.url}/register`);
    const f = form(page);
    const firstName = unique('Mele');
    await f.getByLabel('First name').fill(firstName);
    await f.getByLabel('Last name').fill('Kaupa');
    await f.getByLabel('Date of birth').fill(childBorn());
    await f.getByLabel('Team applied for').selectOption({ label: 'U14 Development' });
    await f.getByLabel('Parent or guardian phone').fill('123');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST');
    await f.getByRole('button', { name: 'Send Registration' }).click();
    expect((await refused).status()).toBe(400);

    // Opened at the form: the list of what to check is on screen, each message beside its field.
    await expect(f.getByText('Please check these fields:')).toBeInViewport();
    for (const [field, message] of [
      ['Parent or guardian name', 'Parent or guardian name is required'],
      ['Parent or guardian phone', "Enter a PNG mobile number, such as '7123 4567' or '+675 7123 4567'"],
      ["I agree to the club's code of conduct", "You must agree to the club's code of conduct"],
    ] as const) {
      await expect(f.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
      await expect(f.getByLabel(field)).toHaveAccessibleDescription(new RegExp(literally(message)));
    }
    await expect(f.getByLabel('First name')).toHaveValue(firstName);
    await expect(f.getByLabel('Date of birth')).toHaveValue(childBorn());
    await expect(f.getByLabel('Team applied for').locator('option:checked')).toHaveText('U14 Development');
    await expect(f.getByLabel('Parent or guardian phone')).toHaveValue('123');

    await fillTheRest(page);
    await f.getByRole('button', { name: 'Send Registration' }).click();
    await expectConfirmation(page);
  });
});

/** A message as a pattern that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
