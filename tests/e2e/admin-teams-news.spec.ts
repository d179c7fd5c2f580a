// Teams and news: the JSON sections whose image is uploaded first (POST /api/admin/upload) and then named by URL.
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

test('teams: create with a photo, edit keeping it, delete; the home page follows', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const name = unique('U12 Hornbills');
  const renamed = unique('U13 Hornbills');
  await openSection(page, url, 'teams', 'Team Management');

  await page.getByRole('button', { name: 'Add Team' }).click();
  const form = formPanel(page, 'Add Team');
  await form.getByLabel('Team name').fill(name);
  await form.getByLabel('Age group').fill('U12');
  await form.getByLabel('Description').fill('Our youngest competitive squad.');
  await form.getByLabel('Features').fill(' Skills training,, Weekly games ,  ');
  await form.getByLabel('Color').selectOption({ label: 'Club gold' });
  await form.getByLabel('Team photo (optional)').setInputFiles(images.png);
  await expect(form.getByRole('img', { name: /Preview of small\.png/ })).toBeVisible();
  await form.getByRole('button', { name: 'Create Team' }).click();
  await expectToast(page, 'Team created successfully');
  await expect(form).toBeHidden();

  const created = card(page, name);
  await expect(created.getByRole('listitem')).toHaveText(['Skills training', 'Weekly games']);
  await expectImageServed(page, created.getByRole('img', { name }));
  const imageSrc = await created.getByRole('img', { name }).getAttribute('src');

  await page.goto(url);
  await expect(page.locator('#teams').getByRole('heading', { name })).toBeVisible();

  await openSection(page, url, 'teams', 'Team Management');
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = formPanel(page, 'Edit Team');
  await expect(edit.getByLabel('Features')).toHaveValue('Skills training, Weekly games');
  await expect(edit.getByLabel('Color')).toHaveValue('gold');
  await expect(edit.getByRole('img', { name: 'Current image' })).toBeVisible();
  await edit.getByLabel('Team name').fill(renamed);
  await edit.getByRole('button', { name: 'Update Team' }).click();
  await expectToast(page, 'Team updated successfully');
  // No new file chosen: the current photo is kept.
  await expect(card(page, renamed).getByRole('img', { name: renamed })).toHaveAttribute('src', imageSrc!);

  await page.goto(url);
  await expect(page.locator('#teams').getByRole('heading', { name: renamed })).toBeVisible();

  await openSection(page, url, 'teams', 'Team Management');
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await confirmDelete(page);
  await expectToast(page, 'Team deleted successfully');
  await expect(card(page, renamed)).toHaveCount(0);
  await page.goto(url);
  await expect(page.locator('#teams').getByRole('heading', { name: renamed })).toHaveCount(0);
});

test('a failed save keeps everything typed and says why', async ({ signedInPage: page, adminSite, consoleErrors }) => {
  const { url } = adminSite;
  const name = unique('Kept Team');
  await openSection(page, url, 'teams', 'Team Management');
  await page.getByRole('button', { name: 'Add Team' }).click();
  const form = formPanel(page, 'Add Team');
  await form.getByLabel('Team name').fill(name);
  await form.getByLabel('Age group').fill('U16');
  await form.getByLabel('Description').fill('Typed with care.');

  await page.route('**/api/admin/teams', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The database is not available right now' }),
    }),
  );
  await form.getByRole('button', { name: 'Create Team' }).click();
  await expectToast(page, 'Failed to create team', 'The database is not available right now');
  await expect(form.getByLabel('Team name')).toHaveValue(name);
  await expect(form.getByLabel('Description')).toHaveValue('Typed with care.');
  // The browser reports the refused request; it was provoked on purpose.
  const provoked = consoleErrors.findIndex((text) => text.includes('status of 503'));
  expect(provoked).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(provoked, 1);

  await page.unroute('**/api/admin/teams');
  await form.getByRole('button', { name: 'Create Team' }).click();
  await expectToast(page, 'Team created successfully');
  await card(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await confirmDelete(page);
  await expectToast(page, 'Team deleted successfully');
});

test('news: featured article with an image, date check, edit, delete; the home page follows', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const title = unique('Hornbills win the cup');
  const renamed = unique('Hornbills lift the cup');
  await openSection(page, url, 'news', 'News Management');

  await page.getByRole('button', { name: 'Add Article' }).click();
  const form = formPanel(page, 'Add Article');
  await expect(form.getByText('JPG, PNG, GIF, WebP')).toBeVisible();
  await expect(form.getByLabel('Featured')).not.toBeChecked();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('A final for the ages.');
  await form.getByLabel('Content').fill('The whole story of the final.');
  await form.getByLabel('Publish date').fill('');
  await form.getByRole('button', { name: 'Create Article' }).click();
  await expect(form.getByText('Invalid date format')).toBeVisible();

  // Far in the future, so it is among the three newest on the home page whatever else runs.
  await form.getByLabel('Publish date').fill('2099-05-01');
  await form.getByLabel('Featured').check();
  // A new article starts as a Draft; this one goes on the home page.
  await expect(form.getByLabel('Status')).toHaveValue('draft');
  await form.getByLabel('Status').selectOption('published');
  await form.getByLabel('Article image (optional)').setInputFiles(images.jpeg);
  await form.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Article created successfully');

  const created = card(page, title);
  await expect(created.getByText('Featured', { exact: true })).toBeVisible();
  await expect(created.getByText('1 May 2099')).toBeVisible();
  await expectImageServed(page, created.getByRole('img', { name: title }));

  await page.goto(url);
  await expect(page.locator('#news').getByRole('link', { name: title, exact: true })).toBeVisible();

  await openSection(page, url, 'news', 'News Management');
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = formPanel(page, 'Edit Article');
  await expect(edit.getByLabel('Publish date')).toHaveValue('2099-05-01');
  await expect(edit.getByLabel('Featured')).toBeChecked();
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByLabel('Featured').uncheck();
  await edit.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully');
  await expect(card(page, renamed).getByText('Featured', { exact: true })).toHaveCount(0);
  await expect(card(page, renamed).getByRole('img', { name: renamed })).toBeVisible();

  await page.goto(url);
  await expect(page.locator('#news').getByRole('link', { name: renamed, exact: true })).toBeVisible();

  await openSection(page, url, 'news', 'News Management');
  await card(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await confirmDelete(page);
  await expectToast(page, 'Article deleted successfully');
  await page.goto(url);
  await expect(page.locator('#news').getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
});
