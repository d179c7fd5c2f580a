// Contact inquiries (read-only) and site settings (shown in the contact section of the home page).
import { expectToast, openSection, unique } from './admin-helpers';
import { expect, test } from './fixtures';

test('an enquiry sent from the site appears with its count, mail link and age group', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const firstName = unique('Mary');
  const email = `${firstName.split(' ')[1]}@example.com`;
  const sent = await page.request.post(`${url}/api/contact`, {
    data: {
      firstName,
      lastName: 'Kaupa',
      email,
      ageGroup: 'u14',
      message: 'My son would like to join the U14 team next season.',
    },
  });
  expect(sent.ok()).toBe(true);
  const all = (await (await page.request.get(`${url}/api/admin/inquiries`)).json()) as unknown[];

  await openSection(page, url, 'inquiries', 'Contact Inquiries');
  await expect(page.getByText(`Total: ${all.length} ${all.length === 1 ? 'inquiry' : 'inquiries'}`)).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: firstName });
  await expect(item.getByRole('heading')).toHaveText(`${firstName} Kaupa`);
  await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(item.getByText('Interested in:')).toBeVisible();
  await expect(item.getByText('U14 (Under 14)')).toBeVisible();
  await expect(item).toContainText('My son would like to join the U14 team next season.');
});

test('with no inquiries the screen says so', async ({ signedInPage: page, adminSite }) => {
  await page.route('**/api/admin/inquiries', (route) => route.fulfill({ json: [] }));
  await openSection(page, adminSite.url, 'inquiries', 'Contact Inquiries');
  await expect(page.getByText('No contact inquiries yet')).toBeVisible();
  await expect(page.getByText('Total: 0 inquiries')).toBeVisible();
});

test('settings: a change shows in the contact section of the home page', async ({ signedInPage: page, adminSite }) => {
  const { url } = adminSite;
  const phone = `+675 ${Math.floor(1000000 + Math.random() * 8999999)}`;
  const street = unique('Section 42, Allotment');
  await openSection(page, url, 'settings', 'Site Settings');

  await page.getByLabel('Email', { exact: true }).fill('not an email');
  await page.getByLabel('Phone', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Phone is required')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Address', { exact: true }).fill(`${street}\nBoroko\nNational Capital District`);
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('Email', { exact: true }).fill('hello@club.example.com');
  await page.getByLabel('Facebook URL').fill('https://facebook.com/example-club');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Settings updated successfully');

  await page.goto(url);
  const contact = page.locator('#contact');
  await expect(contact.getByText(phone)).toBeVisible();
  await expect(contact.getByText('hello@club.example.com')).toBeVisible();
  // The address keeps its line breaks: the rendered text (innerText) shows them.
  await expect
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line breaks are what is checked
    .poll(() => contact.locator('address').evaluate((el: HTMLElement) => el.innerText))
    .toBe(`${street}\nBoroko\nNational Capital District`);
  await expect(contact.locator('a[href="https://facebook.com/example-club"]')).toBeVisible();

  await openSection(page, url, 'settings', 'Site Settings');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(phone);
});

test("saving without loaded settings says 'Settings ID not found'", async ({
  signedInPage: page,
  adminSite,
  consoleErrors,
}) => {
  await page.route('**/api/settings', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' }),
  );
  await openSection(page, adminSite.url, 'settings', 'Site Settings');
  await expect(page.getByText('Could not load the current settings.')).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill('Somewhere');
  await page.getByLabel('Phone', { exact: true }).fill('123');
  await page.getByLabel('Email', { exact: true }).fill('a@b.example.com');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Failed to update settings', 'Settings ID not found');
  const provoked = consoleErrors.findIndex((text) => text.includes('status of 503'));
  expect(provoked).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(provoked, 1);
});
