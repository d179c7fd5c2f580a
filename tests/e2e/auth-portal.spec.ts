// Staff sign-in (docs/product.md "Staff login"), the protected-route rule, logout and the first-account setup.

import { expectToast, toasts } from './admin-helpers';
import { expect, test } from './fixtures';
import { startSite } from './site';

test('visiting /admin signed out lands on /auth', async ({ page, adminSite }) => {
  await page.goto(`${adminSite.url}/admin/teams`);
  await expect(page).toHaveURL(`${adminSite.url}/auth`);
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
});

test('signing in shows the signing-in text, then the portal', { tag: '@phone' }, async ({ page, adminSite, staff }) => {
  await page.goto(`${adminSite.url}/auth`);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);

  // Hold the answer so the pending state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  const pending = page.getByRole('button', { name: 'Signing in...' });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  release();

  await expect(page).toHaveURL(`${adminSite.url}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'About Section Management' })).toBeVisible();
  await expect(page.getByTestId('signed-in-username').first()).toHaveText(staff.username);
});

test('a wrong password toasts the reason and keeps what was typed', async ({ page, adminSite, staff }) => {
  await page.goto(`${adminSite.url}/auth`);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await expect(page).toHaveURL(`${adminSite.url}/auth`);
  await expect(page.getByLabel('Username')).toHaveValue(staff.username);
});

test("a successful retry clears the 'Login failed' toast", async ({ page, adminSite }) => {
  const { staff } = adminSite;
  await page.goto(`${adminSite.url}/auth`);
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login failed', 'Invalid username or password');
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Section Management' })).toBeVisible();
  await expect(toasts(page).getByText('Login failed')).toHaveCount(0);
});

test('empty fields show the validation messages under the fields', async ({ page, adminSite }) => {
  await page.goto(`${adminSite.url}/auth`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
});

test('/auth sends a signed-in user to /admin', async ({ signedInPage: page, adminSite }) => {
  await page.goto(`${adminSite.url}/auth`);
  await expect(page).toHaveURL(`${adminSite.url}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'About Section Management' })).toBeVisible();
});

test('logout ends the session', { tag: '@phone' }, async ({ signedInPage: page, adminSite }) => {
  await page.goto(`${adminSite.url}/admin/news`);
  await expect(page.getByRole('heading', { level: 1, name: 'News Management' })).toBeVisible();
  const mobile = (page.viewportSize()?.width ?? 0) < 1024;
  if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();

  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/logout', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
  release();

  await expect(page).toHaveURL(`${adminSite.url}/auth`);
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  expect((await page.request.get(`${adminSite.url}/api/user`)).status()).toBe(401);
  expect((await page.request.get(`${adminSite.url}/api/admin/inquiries`)).status()).toBe(401);
  // The portal is closed again.
  await page.goto(`${adminSite.url}/admin`);
  await expect(page).toHaveURL(`${adminSite.url}/auth`);
});

test.describe('first staff account', () => {
  test('the setup link offers the first account and lands in /admin', async ({ page }) => {
    const site = await startSite();
    try {
      let code: string | undefined;
      await expect
        .poll(() => {
          code = /[?&]setup=([A-Za-z0-9_-]+)/.exec(site.output())?.[1];
          return code;
        })
        .toBeTruthy();

      await page.goto(`${site.url}/auth?setup=${code}`);
      await expect(page.getByRole('heading', { name: 'Create the first staff account' })).toBeVisible();
      await page.getByLabel('Username').fill('firstcoach');
      await page.getByLabel('Password', { exact: true }).fill('a-long-passphrase');
      await page.getByLabel('Confirm password').fill('a-different-one');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();

      await page.getByLabel('Confirm password').fill('a-long-passphrase');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(`${site.url}/admin`);
      await expect(page.getByTestId('signed-in-username').first()).toHaveText('firstcoach');
      expect((await page.request.get(`${site.url}/api/user`)).status()).toBe(200);
    } finally {
      await site.stop();
    }
  });
});
