// About, Player Pathway and International: the JSON sections without images, each created, edited and deleted
// through its form and seen (then gone) in its section of the home page.
import { card, confirmDelete, expectToast, formPanel, openSection, unique } from './admin-helpers';
import { expect, test } from './fixtures';

test('about features: create, edit, delete, and the home page follows', async ({ signedInPage: page, adminSite }) => {
  const { url } = adminSite;
  const title = unique('Court Skills');
  const renamed = unique('Court Vision');
  await openSection(page, url, 'about', 'About Section Management');

  await page.getByRole('button', { name: 'Add Feature' }).click();
  const form = formPanel(page, 'Add Feature');
  // Required fields first: the shared schema's messages appear under them.
  await form.getByRole('button', { name: 'Create Feature' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Description is required')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Icon').selectOption('Trophy');
  await form.getByLabel('Description').fill('Footwork and finishing at every age.');
  await form.getByLabel('Color').selectOption({ label: 'Gold' });
  // No order to type: a new item goes to the end of the list (tests/e2e/admin-ordering.spec.ts moves it).
  await expect(form.getByLabel('Order')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create Feature' }).click();
  await expectToast(page, 'About feature created successfully');
  await expect(form).toBeHidden();
  await expect(card(page, title)).toContainText('Gold · Trophy');

  await page.goto(url);
  await expect(page.locator('#about').getByText(title)).toBeVisible();

  await openSection(page, url, 'about', 'About Section Management');
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = formPanel(page, 'Edit Feature');
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Icon')).toHaveValue('Trophy');
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByRole('button', { name: 'Update Feature' }).click();
  await expectToast(page, 'About feature updated successfully');
  await expect(card(page, renamed)).toBeVisible();

  await page.goto(url);
  await expect(page.locator('#about').getByText(renamed)).toBeVisible();
  await expect(page.locator('#about').getByText(title, { exact: true })).toHaveCount(0);

  await openSection(page, url, 'about', 'About Section Management');
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await confirmDelete(page);
  await expectToast(page, 'About feature deleted successfully');
  await expect(card(page, renamed)).toHaveCount(0);
  await page.goto(url);
  await expect(page.locator('#about').getByText(renamed)).toHaveCount(0);
});

test('pathway steps: create, edit, delete, and the home page follows', async ({ signedInPage: page, adminSite }) => {
  const { url } = adminSite;
  const title = unique('Junior Academy');
  const renamed = unique('Junior Elite');
  await openSection(page, url, 'pathway', 'Player Pathway Management');

  await page.getByRole('button', { name: 'Add Step' }).click();
  const form = formPanel(page, 'Add Step');
  await form.getByLabel('Age').fill('U12');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Weekly sessions and a first taste of competition.');
  await form.getByRole('button', { name: 'Create Step' }).click();
  await expectToast(page, 'Pathway step created successfully');
  await expect(card(page, title)).toContainText('U12');

  await page.goto(url);
  await expect(page.locator('#pathway').getByText(title)).toBeVisible();

  await openSection(page, url, 'pathway', 'Player Pathway Management');
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = formPanel(page, 'Edit Step');
  await expect(edit.getByLabel('Age')).toHaveValue('U12');
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByRole('button', { name: 'Update Step' }).click();
  await expectToast(page, 'Pathway step updated successfully');

  await page.goto(url);
  await expect(page.locator('#pathway').getByText(renamed)).toBeVisible();

  await openSection(page, url, 'pathway', 'Player Pathway Management');
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await confirmDelete(page);
  await expectToast(page, 'Pathway step deleted successfully');
  await page.goto(url);
  await expect(page.locator('#pathway').getByText(renamed)).toHaveCount(0);
});

test('international features: create, edit, delete, and the home page follows', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const title = unique('Pacific Games Camp');
  const renamed = unique('Pacific Tour');
  await openSection(page, url, 'international', 'International Opportunities Management');

  await page.getByRole('button', { name: 'Add Feature' }).click();
  const form = formPanel(page, 'Add Feature');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Two weeks of games against Pacific teams.');
  await form.getByRole('button', { name: 'Create Feature' }).click();
  await expectToast(page, 'International feature created successfully');
  await expect(card(page, title)).toContainText('Two weeks of games against Pacific teams.');

  await page.goto(url);
  await expect(page.locator('#international').getByText(title)).toBeVisible();

  await openSection(page, url, 'international', 'International Opportunities Management');
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = formPanel(page, 'Edit Feature');
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByRole('button', { name: 'Update Feature' }).click();
  await expectToast(page, 'International feature updated successfully');

  await page.goto(url);
  await expect(page.locator('#international').getByText(renamed)).toBeVisible();

  await openSection(page, url, 'international', 'International Opportunities Management');
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await confirmDelete(page);
  await expectToast(page, 'International feature deleted successfully');
  await page.goto(url);
  await expect(page.locator('#international').getByText(renamed)).toHaveCount(0);
});
