// Sponsors, club management and merchandise: multipart forms whose file travels with the fields.
import {
  card,
  confirmDelete,
  expectImageServed,
  expectToast,
  formPanel,
  images,
  openSection,
  unique,
} from './admin-helpers';
import { expect, test } from './fixtures';

test('sponsors: a logo is required to create, kept on edit; /sponsors follows', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const name = unique('Hiri Trading');
  const renamed = unique('Hiri Trading Ltd');
  await openSection(page, url, 'sponsors', 'Sponsors Management');

  await page.getByRole('button', { name: 'Add Sponsor' }).click();
  const form = formPanel(page, 'Add Sponsor');
  await form.getByLabel('Sponsor name').fill(name);
  await form.getByLabel('Description').fill('Kit sponsor since 2019.');
  await form.getByLabel('Website (optional)').fill('not a web address');
  await expect(form.getByRole('button', { name: 'Create Sponsor' })).toBeDisabled();
  await form.getByLabel('Logo (required)').setInputFiles(images.png);
  await expect(form.getByRole('button', { name: 'Create Sponsor' })).toBeEnabled();
  await form.getByRole('button', { name: 'Create Sponsor' }).click();
  await expect(form.getByText('Enter a full web address starting with https://')).toBeVisible();
  await form.getByLabel('Website (optional)').fill('https://hiri.example.com');
  await form.getByRole('button', { name: 'Create Sponsor' }).click();
  await expectToast(page, 'Sponsor created successfully');

  const logo = card(page, name).getByRole('img', { name: `${name} logo` });
  await expectImageServed(page, logo);
  const logoSrc = await logo.getAttribute('src');

  await page.goto(`${url}/sponsors`);
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  await openSection(page, url, 'sponsors', 'Sponsors Management');
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = formPanel(page, 'Edit Sponsor');
  await expect(edit.getByLabel('Website (optional)')).toHaveValue('https://hiri.example.com');
  await expect(edit.getByRole('button', { name: 'Update Sponsor' })).toBeEnabled();
  await edit.getByLabel('Sponsor name').fill(renamed);
  await edit.getByRole('button', { name: 'Update Sponsor' }).click();
  await expectToast(page, 'Sponsor updated successfully');
  await expect(card(page, renamed).getByRole('img', { name: `${renamed} logo` })).toHaveAttribute('src', logoSrc!);

  await page.goto(`${url}/sponsors`);
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();

  await openSection(page, url, 'sponsors', 'Sponsors Management');
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await confirmDelete(page);
  await expectToast(page, 'Sponsor deleted successfully');
  await page.goto(`${url}/sponsors`);
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});

test('club management: add a member with a photo, edit, delete after confirming; the home page follows', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const name = unique('Grace Kila');
  const renamed = unique('Grace Kila-Vele');
  await openSection(page, url, 'club-management', 'Club Management');

  await page.getByRole('button', { name: 'Add Member' }).click();
  const form = formPanel(page, 'Add Member');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Role').fill('Club Secretary');
  await form.getByLabel('Photo (optional)').setInputFiles(images.jpeg);
  await form.getByRole('button', { name: 'Create Member' }).click();
  await expectToast(page, 'Club management member created successfully');
  await expectImageServed(page, card(page, name).getByRole('img', { name }));

  await page.goto(url);
  await expect(page.locator('#about').getByText(name)).toBeVisible();

  await openSection(page, url, 'club-management', 'Club Management');
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = formPanel(page, 'Edit Member');
  await expect(edit.getByLabel('Role')).toHaveValue('Club Secretary');
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('button', { name: 'Update Member' }).click();
  await expectToast(page, 'Club management member updated successfully');
  await expectImageServed(page, card(page, renamed).getByRole('img', { name: renamed }));

  // Deleting asks first; Cancel keeps the member.
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `Delete the club management member "${renamed}"?` });
  await expect(dialog).toContainText(`${renamed} will be removed from the club management list.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, renamed)).toBeVisible();

  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await confirmDelete(page);
  await expectToast(page, 'Club management member deleted successfully');
  await expect(card(page, renamed)).toHaveCount(0);
  await page.goto(url);
  await expect(page.locator('#about').getByText(renamed)).toHaveCount(0);
});

test('merchandise: PGK price, collection filters and groups, confirm before delete; /merchandise follows', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const name = unique('Away Cap');
  const renamed = unique('Away Snapback');
  await openSection(page, url, 'merchandise', 'Merchandise Management');

  await page.getByRole('button', { name: 'Add Item' }).click();
  const form = formPanel(page, 'Add Item');
  await expect(form.getByLabel('Collection')).toHaveValue('Jerseys');
  await expect(form.getByText('PGK', { exact: true })).toBeVisible();
  await form.getByLabel('Collection').selectOption('Accessories');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price').fill('35');
  await form.getByLabel('Image (optional)').setInputFiles(images.gif);
  await form.getByRole('button', { name: 'Create Item' }).click();
  await expectToast(page, 'Merchandise item created successfully');

  const created = card(page, name);
  await expect(created).toContainText('PGK 35.00');
  await expectImageServed(page, created.getByRole('img', { name }));
  // Under All the item sits in its collection's group.
  await expect(page.getByRole('region', { name: 'Accessories' }).getByRole('heading', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Kids' }).click();
  await expect(card(page, name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Accessories' }).click();
  await expect(card(page, name)).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();

  await page.goto(`${url}/merchandise`);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText('PGK 35.00').first()).toBeVisible();

  await openSection(page, url, 'merchandise', 'Merchandise Management');
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = formPanel(page, 'Edit Item');
  await expect(edit.getByLabel('Collection')).toHaveValue('Accessories');
  await expect(edit.getByLabel('Price')).toHaveValue('35.00');
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByLabel('Price').fill('39.5');
  await edit.getByRole('button', { name: 'Update Item' }).click();
  await expectToast(page, 'Merchandise item updated successfully');
  await expect(card(page, renamed)).toContainText('PGK 39.50');
  await expectImageServed(page, card(page, renamed).getByRole('img', { name: renamed }));

  await page.goto(`${url}/merchandise`);
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();

  await openSection(page, url, 'merchandise', 'Merchandise Management');
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await confirmDelete(page, `Delete the merchandise item "${renamed}"?`);
  await expectToast(page, 'Merchandise item deleted successfully');
  await expect(card(page, renamed)).toHaveCount(0);
  await page.goto(`${url}/merchandise`);
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});
