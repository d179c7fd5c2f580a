// The site without JavaScript (and so too on a slow line before the scripts arrive): the enquiry form posts to the
// server, filters are links, gallery cards show their picture, 'Contact to Order' is a mail link, and staff sign
// in at /auth with a plain form (ADR 024).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

const form = (page: Page) => page.getByRole('form', { name: 'Get Started Today' });

test('sends an enquiry: the messages first, what was typed kept, then the sent text', async ({ page, emptySite }) => {
  await page.goto(`${emptySite.url}/#contact`);
  const f = form(page);
  const send = f.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();

  await f.getByLabel('First Name').fill('Mele');
  await f.getByLabel('Email').fill('mele@');
  await f.getByLabel('Age Group').selectOption('u10');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST');
  await send.click();
  expect((await refused).status()).toBe(400);
  for (const [field, message] of [
    ['Last Name', 'Last name is required'],
    ['Email', 'Valid email is required'],
    ['Message', 'Message must be at least 10 characters'],
  ] as const) {
    await expect(f.getByLabel(field)).toHaveAccessibleDescription(message);
    await expect(f.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(f.getByText('First name is required')).toHaveCount(0);
  // Opened at the form: the first message is on screen.
  await expect(f.getByText('Last name is required')).toBeInViewport();
  await expect(f.getByLabel('First Name')).toHaveValue('Mele');
  await expect(f.getByLabel('Email')).toHaveValue('mele@');
  await expect(f.getByLabel('Age Group')).toHaveValue('u10');

  await f.getByLabel('Last Name').fill('Kaupa');
  await f.getByLabel('Email').fill('mele@example.org');
  await f.getByLabel('Message').fill('My daughter is 9 and would love to start playing.');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(`${emptySite.url}/?enquiry=sent#enquiry-form`);
  // The page opens at the form, with its answer on screen (on a phone the section's heading is a screen above).
  await expect(form(page).getByText('Message Sent!')).toBeInViewport();
  await expect(form(page).getByText("Thank you for your interest. We'll get back to you soon.")).toBeVisible();
  for (const field of ['First Name', 'Last Name', 'Email', 'Message'])
    await expect(form(page).getByLabel(field)).toHaveValue('');
});

test('filters the gallery with links and opens a picture', async ({ page, demoSite, consoleErrors }) => {
  await page.goto(`${demoSite.url}/gallery`);
  const cards = page.getByRole('region', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(14);
  const filters = page.getByRole('group', { name: 'Filter by category' });
  await filters.getByRole('link', { name: 'Training' }).click();
  await expect(page).toHaveURL(`${demoSite.url}/gallery?category=Training`);
  await expect(cards).toHaveCount(4);
  await expect(cards.getByText('Training', { exact: true })).toHaveCount(4);
  await expect(filters.getByRole('link', { name: 'Training' })).toHaveAttribute('aria-current', 'true');

  const picture = page.waitForResponse((r) => r.url().includes('/uploads/') && r.request().isNavigationRequest());
  await page.getByRole('link', { name: 'Cone Drills' }).click();
  const response = await picture;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);

  await page.goBack();
  await filters.getByRole('link', { name: 'All Categories' }).click();
  await expect(page).toHaveURL(`${demoSite.url}/gallery`);
  await expect(cards).toHaveCount(14);
  // Chromium's own page around a picture styles it inline, which the picture's strict policy refuses (the
  // picture still shows): the browser's doing, not the site's.
  const others = consoleErrors.filter((error) => !/^Applying inline style violates/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});

test('filters the merchandise with links; Contact to Order is a mail link naming the item', async ({
  page,
  emptySite,
}) => {
  await page.goto(`${emptySite.url}/merchandise`);
  const cards = page.getByRole('region', { name: 'Merchandise' }).getByRole('listitem');
  await expect(cards).toHaveCount(18);
  await page.getByRole('group', { name: 'Filter by collection' }).getByRole('link', { name: 'Accessories' }).click();
  await expect(page).toHaveURL(`${emptySite.url}/merchandise?collection=Accessories`);
  await expect(cards).toHaveCount(4);

  const order = cards
    .filter({ has: page.getByRole('heading', { name: 'Wristband Pair' }) })
    .getByRole('link', { name: 'Contact to Order' });
  const mailto = new URL((await order.getAttribute('href'))!);
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe('info@example.com');
  expect(decodeURIComponent(/[?&]subject=([^&]*)/.exec(mailto.search)![1]!)).toBe('Order enquiry: Wristband Pair');
  expect(decodeURIComponent(/[?&]body=([^&]*)/.exec(mailto.search)![1]!)).toContain('PGK 10.00');
});

test('staff sign in at /auth with a plain form, and the portal says it needs JavaScript', async ({
  page,
  adminSite,
  staff,
}) => {
  await page.goto(`${adminSite.url}/auth`);
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  await expect(page.getByText('Loading...')).toBeHidden();

  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill('not-the-password');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await refused).status()).toBe(401);
  await expect(page.getByRole('alert')).toContainText('Login failed');
  await expect(page.getByRole('alert')).toContainText('Invalid username or password');
  await expect(page.getByLabel('Username')).toHaveValue(staff.username);

  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${adminSite.url}/admin`);
  // The portal itself needs JavaScript: it says so, rather than 'Loading...' forever.
  await expect(
    page.getByText("The staff portal needs JavaScript. Turn it on in your browser's settings, or use another browser."),
  ).toBeVisible();
  await expect(page.getByText('Loading...')).toBeHidden();
  const user = await page.request.get(`${adminSite.url}/api/user`);
  expect(user.status()).toBe(200);
  expect((await user.json()).username).toBe(staff.username);
});
