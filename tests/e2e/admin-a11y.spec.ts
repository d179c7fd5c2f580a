// axe-core finds nothing in the portal (on the desktop, where staff mostly use it): the sign-in page, every section
// with its add form showing its messages (or as it shows, where it adds nothing), a confirm dialog open, and, on
// the phone, the phone menu open. The phone menu must also let staff reach every item, Logout included.
import type { Page } from '@playwright/test';
import { ADMIN_SECTIONS } from '../../src/shared/admin-sections';
import { card, formPanel, unique } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/** Opens a section by its URL and waits until its list or form has loaded, so axe sees the finished screen. */
async function openLoaded(page: Page, url: string, section: string) {
  await page.goto(`${url}/admin/${section}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

test('the sign-in page', async ({ page, adminSite }) => {
  await page.goto(`${adminSite.url}/auth`);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page, '/auth');
  // With the messages of an empty submit showing.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expectNoAxeViolations(page, '/auth with messages');
});

for (const section of ADMIN_SECTIONS) {
  test(`${section}: the screen and its add form`, async ({ signedInPage: page, adminSite }) => {
    await openLoaded(page, adminSite.url, section);
    // Every screen that adds something has one 'Add ...' toggle in its header.
    const add = page.getByRole('main').getByRole('button', { name: /^Add / });
    const adds = (await add.count()) > 0;
    // A screen with an add form is checked once, below, with the form open and showing its messages: the sidebar,
    // the list and the form in one run.
    if (!adds) await expectNoAxeViolations(page, `/admin/${section}`);
    if (!adds) return;

    const label = (await add.first().textContent())?.trim() ?? '';
    await add.first().click();
    const form = formPanel(page, label);
    await expect(form).toBeVisible();
    // With its required-field messages showing, where an empty form can be submitted.
    const submit = form.getByRole('button', { name: /^(Create|Add Staff Member)/ });
    if ((await submit.count()) === 1 && (await submit.isEnabled())) {
      await submit.click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page, `/admin/${section} with '${label}' showing its messages`);
    } else {
      await expectNoAxeViolations(page, `/admin/${section} with '${label}' open`);
    }
  });
}

test('a confirm dialog', async ({ signedInPage: page, adminSite }) => {
  const name = unique('Axe Cap');
  const res = await page.request.post(`${adminSite.url}/api/admin/merchandise`, {
    headers: { origin: adminSite.url },
    multipart: { collection: 'Accessories', name, price: '10' },
  });
  expect(res.status()).toBe(201);
  await openLoaded(page, adminSite.url, 'merchandise');
  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `Delete the merchandise item "${name}"?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the delete confirmation');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, name)).toBeVisible();
});

test.describe('phone menu', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the sidebar shows instead on wide screens');

  for (const size of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${size.width}x${size.height} every item, Logout included, can be reached`, async ({
      signedInPage: page,
      adminSite,
    }) => {
      await page.setViewportSize(size);
      await openLoaded(page, adminSite.url, 'teams');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Admin menu' });
      await expect(menu).toBeVisible();
      await expectNoAxeViolations(page, `the phone menu at ${size.width}x${size.height}`);

      const items = [...(await menu.getByRole('link').all()), menu.getByRole('button', { name: 'Logout' })];
      expect(items.length).toBeGreaterThanOrEqual(14);
      for (const item of items) {
        await item.scrollIntoViewIfNeeded();
        const box = await item.boundingBox();
        expect(box, (await item.textContent()) ?? undefined).not.toBeNull();
        // Wholly on the screen once scrolled to, so a thumb can tap it.
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
      }
      await menu.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(`${adminSite.url}/auth`);
    });
  }
});
