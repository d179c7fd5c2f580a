// Forms that speak plainly: an empty required field names itself, and a price is read the way people write it.
import { card, expectToast, formPanel, openSection, unique } from './admin-helpers';
import { expect, test } from './fixtures';

test("an empty required field says '<Label> is required'", async ({ signedInPage: page, adminSite }) => {
  await openSection(page, adminSite.url, 'news', 'News Management');
  await page.getByRole('button', { name: 'Add Article' }).click();
  const form = formPanel(page, 'Add Article');
  await form.getByRole('button', { name: 'Create Article' }).click();
  for (const label of ['Title', 'Content']) {
    await expect(form.getByText(`${label} is required`, { exact: true })).toBeVisible();
  }
  // Left empty, an excerpt is made from the article's first paragraph.
  await expect(form.getByText('Excerpt is required')).toHaveCount(0);
  await expect(form.getByText(/String must contain/)).toHaveCount(0);
});

test("a price typed as 'K50' is saved and shown as 'PGK 50.00'; 'fifty' is refused and kept", async ({
  signedInPage: page,
  adminSite,
}) => {
  const name = unique('Club Scarf');
  await openSection(page, adminSite.url, 'merchandise', 'Merchandise Management');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const form = formPanel(page, 'Add Item');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price').fill('fifty');
  await form.getByRole('button', { name: 'Create Item' }).click();
  await expect(form.getByText('Enter the price in kina as a number, e.g. 50 or 50.00')).toBeVisible();
  await expect(form.getByLabel('Price')).toHaveValue('fifty');
  await expect(form.getByLabel('Name')).toHaveValue(name);

  await form.getByLabel('Price').fill('K50');
  await form.getByRole('button', { name: 'Create Item' }).click();
  await expectToast(page, 'Merchandise item created successfully');
  await expect(card(page, name)).toContainText('PGK 50.00');

  await page.goto(`${adminSite.url}/merchandise`);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(item).toContainText('PGK 50.00');
});
