// Gallery: batch-add of several images with a title and category each, single edit, delete; /gallery follows.
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

test('batch upload of three images, grouped by category, then edit and delete', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const category = unique('Tour');
  const titles = [unique('Tip-off'), unique('Fast break'), unique('Team huddle')];
  const renamed = unique('Buzzer beater');
  await openSection(page, url, 'gallery', 'Gallery Management');

  await page.getByRole('button', { name: 'Add Images' }).click();
  const form = formPanel(page, 'Add Images');
  await form.getByRole('button', { name: 'Upload All (0)' }).click();
  await expectToast(page, 'No images to upload', 'Please select images first');

  await form.getByLabel('Choose images').setInputFiles([images.png, images.jpeg, images.gif]);
  await expect(form.getByRole('list', { name: 'Images to upload' }).getByRole('listitem')).toHaveCount(3);
  await form.getByLabel('Title for image 1').fill(titles[0]!);
  await form.getByLabel('Category for image 1').fill(category);
  await form.getByRole('button', { name: 'Upload All (3)' }).click();
  await expectToast(page, 'Missing information', 'All images must have a title and category');

  await form.getByLabel('Title for image 2').fill(titles[1]!);
  await form.getByLabel('Category for image 2').fill(category);
  await form.getByLabel('Title for image 3').fill(titles[2]!);
  await form.getByLabel('Category for image 3').fill(category);
  await form.getByLabel('Description for image 3 (optional)').fill('Before the final quarter.');
  await form.getByRole('button', { name: 'Upload All (3)' }).click();
  await expectToast(page, 'Successfully uploaded 3 image(s)');
  await expect(form).toBeHidden();

  const group = page.getByRole('region', { name: category });
  await expect(group.getByRole('heading', { level: 2 })).toHaveText(`${category} (3)`);
  for (const title of titles) await expectImageServed(page, group.getByRole('img', { name: title }));

  await page.goto(`${url}/gallery`);
  for (const title of titles) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();

  await openSection(page, url, 'gallery', 'Gallery Management');
  const edit = formPanel(page, 'Edit Image');
  // Once in about four CI runs the first click on a freshly opened section opened nothing (the card was drawn, the
  // panel never came); a second click opens it. Its cause is not yet known; the retry stays until it is found and
  // fixed.
  await expect(async () => {
    await card(page, titles[0]!)
      .getByRole('button', { name: `Edit ${titles[0]}` })
      .click();
    await expect(edit).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await expect(edit.getByLabel('Category')).toHaveValue(category);
  await edit.getByRole('button', { name: 'Remove image' }).click();
  await edit.getByRole('button', { name: 'Update Image' }).click();
  await expectToast(page, 'Image required', 'Please upload an image before submitting');

  await edit.getByLabel('Image', { exact: true }).setInputFiles(images.png);
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByRole('button', { name: 'Update Image' }).click();
  await expectToast(page, 'Gallery image updated successfully');
  await expectImageServed(page, card(page, renamed).getByRole('img', { name: renamed }));

  await page.goto(`${url}/gallery`);
  await expect(page.getByText(renamed, { exact: true }).first()).toBeVisible();

  await openSection(page, url, 'gallery', 'Gallery Management');
  for (const title of [renamed, titles[1]!, titles[2]!]) {
    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await confirmDelete(page);
    await expectToast(page, 'Gallery image deleted successfully');
    await expect(card(page, title)).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: category })).toHaveCount(0);
  await page.goto(`${url}/gallery`);
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});

test('a batch keeps the images that failed, with what was typed', async ({
  signedInPage: page,
  adminSite,
  consoleErrors,
}) => {
  const { url } = adminSite;
  const category = unique('Camp');
  const [good, bad] = [unique('Layup'), unique('Rebound')];
  await openSection(page, url, 'gallery', 'Gallery Management');
  await page.getByRole('button', { name: 'Add Images' }).click();
  const form = formPanel(page, 'Add Images');
  await form.getByLabel('Choose images').setInputFiles([images.png, images.gif]);
  await form.getByLabel('Title for image 1').fill(good);
  await form.getByLabel('Category for image 1').fill(category);
  await form.getByLabel('Title for image 2').fill(bad);
  await form.getByLabel('Category for image 2').fill(category);

  // The second gallery entry is refused by the server.
  let posts = 0;
  await page.route('**/api/admin/gallery', (route) => {
    posts += 1;
    if (posts === 2) {
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something broke"}' });
    }
    return route.continue();
  });
  await form.getByRole('button', { name: 'Upload All (2)' }).click();
  await expectToast(page, 'Failed to upload 1 image(s)', /Successfully uploaded 1 image\(s\)/);
  await expect(form.getByLabel('Title for image 1')).toHaveValue(bad);
  await expect(form.getByRole('list', { name: 'Images to upload' }).getByRole('listitem')).toHaveCount(1);
  await expect(card(page, good)).toBeVisible();
  const provoked = consoleErrors.findIndex((text) => text.includes('status of 500'));
  expect(provoked).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(provoked, 1);

  await page.unroute('**/api/admin/gallery');
  await form.getByRole('button', { name: 'Upload All (1)' }).click();
  await expectToast(page, 'Successfully uploaded 1 image(s)');
  for (const title of [good, bad]) {
    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await confirmDelete(page);
    await expect(card(page, title)).toHaveCount(0);
  }
});
