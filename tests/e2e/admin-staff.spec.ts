// Staff accounts in the portal: a staff member adds a colleague, the colleague signs in and changes their password
// (their other sessions end, this one stays), and the colleague is removed after a confirmation.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { card, expectToast, formPanel, openSection } from './admin-helpers';
import { expect, test } from './fixtures';

const TITLE = 'Staff Accounts';

/** A colleague's browser: its own cookies, its console errors failing the test like the main page's. */
async function colleagueBrowser(
  browser: Browser,
  consoleErrors: string[],
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page };
}

async function signIn(page: Page, url: string, username: string, password: string) {
  await page.goto(`${url}/auth`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${url}/admin`);
}

const signedIn = async (page: Page, url: string) => (await page.request.get(`${url}/api/user`)).status() === 200;

test('add a colleague, who signs in and changes their password, then remove them', async ({
  signedInPage: page,
  adminSite,
  staff,
  browser,
  consoleErrors,
  viewport,
}) => {
  // Two browsers and five sign-ins: a long journey, given the time it needs on a busy machine.
  test.setTimeout(120_000);
  const url = adminSite.url;
  const colleague = `volunteer-${randomBytes(3).toString('hex')}`;
  const firstPassword = 'first-password-1';
  const newPassword = 'second-password-2';

  await openSection(page, url, 'staff', TITLE);
  // My own account is marked, and cannot be removed from here.
  const mine = card(page, staff.username);
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /Remove/ })).toHaveCount(0);

  // Add Staff Member: checked as the setup form checks, before anything is sent.
  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  const add = formPanel(page, 'Add Staff Member');
  await add.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(add.getByText('Username is required')).toBeVisible();
  await expect(add.getByText('Password must be at least 8 characters')).toBeVisible();
  await add.getByLabel('Username').fill(staff.username);
  await add.getByLabel('Password', { exact: true }).fill(firstPassword);
  await add.getByLabel('Confirm password').fill('something-else');
  await add.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(add.getByText('Passwords do not match')).toBeVisible();
  // A taken username is refused by the server, and said under the field.
  await add.getByLabel('Confirm password').fill(firstPassword);
  await add.getByRole('button', { name: 'Add Staff Member' }).click();
  await expectToast(page, 'Failed to add staff member', 'That username is taken (capital letters do not count');
  await expect(add.getByText(/^That username is taken/)).toBeVisible();
  await add.getByLabel('Username').fill(colleague);
  await add.getByRole('button', { name: 'Add Staff Member' }).click();
  await expectToast(page, 'Staff member added successfully');
  await expect(add).toBeHidden();
  await expect(card(page, colleague).getByText('Never signed in')).toBeVisible();
  // Added without a role, the colleague is an Editor (ADR 040); this journey goes through Staff Accounts, an Admin's.
  const accounts: { id: number; username: string; role: string }[] = await (
    await page.request.get(`${url}/api/admin/staff`)
  ).json();
  const added = accounts.find((account) => account.username === colleague)!;
  expect(added.role).toBe('editor');
  const promoted = await page.request.put(`${url}/api/admin/staff/${added.id}/role`, {
    data: { role: 'admin' },
    headers: { origin: url },
  });
  expect(promoted.status()).toBe(200);

  // The colleague signs in on their own computer, and also on a phone.
  const desk = await colleagueBrowser(browser, consoleErrors, viewport);
  const phone = await colleagueBrowser(browser, consoleErrors, viewport);
  try {
    await signIn(desk.page, url, colleague, firstPassword);
    await signIn(phone.page, url, colleague, firstPassword);
    const me = desk.page;
    await openSection(me, url, 'staff', TITLE);
    await expect(card(me, colleague).getByText('You', { exact: true })).toBeVisible();
    await expect(card(me, staff.username).getByRole('button', { name: `Remove ${staff.username}` })).toBeVisible();

    // Change My Password: a wrong current password is said under its field.
    const change = formPanel(me, 'Change My Password');
    await change.getByLabel('Current password').fill('not-my-password');
    await change.getByLabel('New password', { exact: true }).fill(newPassword);
    await change.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await expect(change.getByText('Passwords do not match')).toBeVisible();
    await change.getByLabel('Confirm new password').fill(newPassword);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(me, 'Failed to change password');
    await expect(change.getByText('Current password is incorrect')).toBeVisible();
    await change.getByLabel('Current password').fill(firstPassword);
    await change.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(me, 'Password changed successfully');
    await expect(change.getByLabel('Current password')).toHaveValue('');

    // This session stays; the phone's has ended; only the new password signs in.
    expect(await signedIn(me, url)).toBe(true);
    expect(await signedIn(phone.page, url)).toBe(false);
    await phone.page.goto(`${url}/admin/staff`);
    await expect(phone.page).toHaveURL(`${url}/auth`);
    const oldLogin = await phone.page.request.post(`${url}/api/login`, {
      data: { username: colleague, password: firstPassword },
    });
    expect(oldLogin.status()).toBe(401);
    await signIn(phone.page, url, colleague, newPassword);

    // Back on the first account: the colleague has signed in; removing asks first, and Cancel keeps them.
    await page.reload();
    const theirs = card(page, colleague);
    await expect(theirs.getByText(/Last sign-in/)).toBeVisible();
    await theirs.getByRole('button', { name: `Remove ${colleague}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Remove the staff account "${colleague}"?` });
    await expect(
      dialog.getByText('They are signed out at once and can no longer sign in.', { exact: false }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(theirs).toBeVisible();
    await theirs.getByRole('button', { name: `Remove ${colleague}` }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Staff member removed successfully');
    await expect(theirs).toHaveCount(0);

    // Every session of the removed account has ended; the remover is still signed in.
    expect(await signedIn(me, url)).toBe(false);
    expect(await signedIn(phone.page, url)).toBe(false);
    expect(await signedIn(page, url)).toBe(true);
  } finally {
    await desk.context.close();
    await phone.context.close();
  }
});
