// The open phone menu keeps the keyboard inside it and closes on Escape or on a tap outside it, like the panel it
// looks like: the page under it cannot take focus or taps meant for the menu.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openMenu(page: Page, url: string) {
  await openPage(page, url);
  await nav(page).getByLabel('Open menu', { exact: true }).click();
  await expect(nav(page).getByRole('link', { name: 'Join Us' })).toBeVisible();
  // The <details> shows its links at once; its keys and taps are the island's once it has heard the toggle and
  // drawn itself open (the button then says 'Close menu'). A busy machine can be a moment later than the links.
  await expect(nav(page).getByLabel('Close menu', { exact: true })).toBeVisible();
}

test('Tab and Shift+Tab cycle through the open menu', async ({ page, emptySite }) => {
  await openMenu(page, emptySite.url);
  const button = nav(page).getByLabel('Close menu', { exact: true });
  const last = nav(page).getByRole('link', { name: 'Join Us' });
  await last.focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();

  // Round and round: every stop is in the menu, never the page under it (its own 'Register Now' included).
  const stops: string[] = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement!;
        return `${active.closest('details') ? 'menu' : 'page'}: ${active.getAttribute('aria-label') ?? active.textContent}`;
      }),
    );
  }
  expect(stops.filter((stop) => !stop.startsWith('menu'))).toEqual([]);
  expect(new Set(stops).size).toBe(17); // the button, 6 anchors, 8 pages, Staff Login and Join Us
});

test('a tap outside the open menu closes it', async ({ page, emptySite }) => {
  await openMenu(page, emptySite.url);
  // The bar between the logo and the menu button is outside the menu.
  const logo = (await nav(page).getByRole('link', { name: /^PMBC/ }).boundingBox())!;
  const button = (await nav(page).getByLabel('Close menu', { exact: true }).boundingBox())!;
  await page.touchscreen.tap((logo.x + logo.width + button.x) / 2, button.y + button.height / 2);
  await expect(nav(page).getByRole('link', { name: 'Join Us' })).toBeHidden();
  await expect(nav(page).getByLabel('Open menu', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${emptySite.url}/`);
});

test('Escape closes the open menu from any of its links and returns focus to its button', async ({
  page,
  emptySite,
}) => {
  await openMenu(page, `${emptySite.url}/sponsors`);
  await nav(page).getByRole('link', { name: 'Merchandise' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav(page).getByRole('link', { name: 'Merchandise' })).toBeHidden();
  await expect(nav(page).getByLabel('Open menu', { exact: true })).toBeFocused();
});
