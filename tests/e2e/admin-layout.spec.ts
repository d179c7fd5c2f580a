// The portal's layout (docs/product.md "Screens and routes"): the sections in menu order, Fixtures & Results after
// Teams, Tours after International, Registrations and Followers after Inquiries, then Visitors and the Sponsor Report,
// Staff Accounts and the Activity log, the active one highlighted, the signed-in user, unknown sections falling back to
// About, and the slide-out menu on phones.

import { formPanel, unique } from './admin-helpers';
import { expect, test } from './fixtures';

const SECTIONS: [path: string, label: string, title: string][] = [
  ['about', 'About', 'About Section Management'],
  ['club-management', 'Club Management', 'Club Management'],
  ['teams', 'Teams', 'Team Management'],
  ['fixtures', 'Fixtures & Results', 'Fixtures & Results'],
  ['profiles', 'Profiles', 'Players & Coach Profiles'],
  ['pathway', 'Player Pathway', 'Player Pathway Management'],
  ['international', 'International', 'International Opportunities Management'],
  ['tours', 'Tours', 'Tours'],
  ['news', 'News', 'News Management'],
  ['gallery', 'Gallery', 'Gallery Management'],
  ['sponsors', 'Sponsors', 'Sponsors Management'],
  ['merchandise', 'Merchandise', 'Merchandise Management'],
  ['inquiries', 'Inquiries', 'Contact Inquiries'],
  ['registrations', 'Registrations', 'Player Registrations'],
  ['payments', 'Payments', 'Payments'],
  ['followers', 'Followers', 'Followers'],
  ['visitors', 'Visitors', 'Visitors'],
  ['sponsor-report', 'Sponsor Report', 'Sponsor Report'],
  ['settings', 'Settings', 'Site Settings'],
  ['staff', 'Staff Accounts', 'Staff Accounts'],
  ['activity', 'Activity', 'Activity Log'],
];

const heading = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title, exact: true });

/**
 * A menu entry by its label; Inquiries and Registrations also show their count of New ones ('Inquiries 2 new') when
 * there are any.
 */
const menuEntry = (label: string) => new RegExp(`^${label} ?(\\d+ new)?$`);

test.describe('desktop sidebar', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the sidebar is for wide screens');

  test('lists the twenty-one sections in order and opens each', async ({ signedInPage: page, adminSite, staff }) => {
    await page.goto(`${adminSite.url}/admin`);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link')).toHaveText(SECTIONS.map(([, label]) => menuEntry(label)));
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(heading(page, 'About Section Management')).toBeVisible();
    const aside = page.getByRole('complementary', { name: 'Admin menu' });
    await expect(aside.getByText(staff.username, { exact: true })).toBeVisible();
    await expect(aside.getByTestId('signed-in-role')).toHaveText('Admin');

    for (const [path, label, title] of SECTIONS) {
      await nav.getByRole('link', { name: menuEntry(label) }).click();
      await expect(page).toHaveURL(`${adminSite.url}/admin/${path}`);
      await expect(heading(page, title)).toBeVisible();
      await expect(nav.getByRole('link', { name: menuEntry(label) })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('a half-typed form survives a look at another section', async ({ signedInPage: page, adminSite }) => {
    const name = unique('Draft Team');
    await page.goto(`${adminSite.url}/admin/teams`);
    await page.getByRole('button', { name: 'Add Team' }).click();
    await formPanel(page, 'Add Team').getByLabel('Team name').fill(name);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await expect(heading(page, 'News Management')).toBeVisible();
    await nav.getByRole('link', { name: 'Teams', exact: true }).click();
    await expect(formPanel(page, 'Add Team').getByLabel('Team name')).toHaveValue(name);

    // Leaving the page with it unsaved asks first; once cancelled, nothing is left to ask about.
    const leavingAsks = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await leavingAsks()).toBe(true);
    await page.getByRole('button', { name: 'Cancel', expanded: true }).click();
    expect(await leavingAsks()).toBe(false);
  });
});

test('the section comes from the path without its query; unknown sections show About', async ({
  signedInPage: page,
  adminSite,
}) => {
  await page.goto(`${adminSite.url}/admin/teams?from=email`);
  await expect(heading(page, 'Team Management')).toBeVisible();
  await page.goto(`${adminSite.url}/admin/no-such-section`);
  await expect(heading(page, 'About Section Management')).toBeVisible();
  await page.goto(`${adminSite.url}/admin/about`);
  await expect(heading(page, 'About Section Management')).toBeVisible();
});

test.describe('phone menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'the slide-out menu is for small screens');

  test('slides out 64 units wide and closes after a choice', async ({ signedInPage: page, adminSite, staff }) => {
    await page.goto(`${adminSite.url}/admin`);
    await expect(heading(page, 'About Section Management')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.width).toBe(256);
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByText(staff.username, { exact: true })).toBeVisible();
    await expect(menu.getByTestId('signed-in-role')).toHaveText('Admin');
    await expect(menu.getByRole('link', { name: 'Change my password' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();

    await menu.getByRole('link', { name: 'Merchandise', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(`${adminSite.url}/admin/merchandise`);
    await expect(heading(page, 'Merchandise Management')).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Merchandise', exact: true })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // Escape closes it too, and the focus goes back to the button that opened it.
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
