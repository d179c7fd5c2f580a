// Image checks before anything is sent (docs/product.md "Validation messages"): too large, not an image; and an upload
// that fails. Form journeys, on the desktop; the check of a picked file's first bytes runs on the phone
// (admin-picked-file.spec.ts).
import { readFileSync } from 'node:fs';
import { expectToast, formPanel, images, openSection, toasts, tooLargeImage, unique } from './admin-helpers';
import { expect, test } from './fixtures';

test('a file over 20MB is refused before upload', async ({ signedInPage: page, adminSite }) => {
  // Anything the portal sends, not what it reads (the menu's New count polls GET /api/admin/inquiries/summary).
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/admin/')) uploads.push(request.url());
  });
  await openSection(page, adminSite.url, 'teams', 'Team Management');
  await page.getByRole('button', { name: 'Add Team' }).click();
  const form = formPanel(page, 'Add Team');
  const input = form.getByLabel('Team photo (optional)');
  await input.setInputFiles(tooLargeImage());
  await expectToast(page, 'File too large', 'Image must be less than 20MB');
  await expect(input).toHaveValue('');
  await expect(form.getByRole('img')).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('a file that is not an image is refused, in single and batch pickers', async ({
  signedInPage: page,
  adminSite,
}) => {
  await openSection(page, adminSite.url, 'sponsors', 'Sponsors Management');
  await page.getByRole('button', { name: 'Add Sponsor' }).click();
  const form = formPanel(page, 'Add Sponsor');
  await form.getByLabel('Logo (required)').setInputFiles(images.text);
  await expectToast(page, 'Invalid file type', 'Please upload an image file');
  await expect(form.getByLabel('Logo (required)')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Create Sponsor' })).toBeDisabled();

  await openSection(page, adminSite.url, 'gallery', 'Gallery Management');
  await page.getByRole('button', { name: 'Add Images' }).click();
  const batch = formPanel(page, 'Add Images');
  await batch.getByLabel('Choose images').setInputFiles([images.text, images.png]);
  await expectToast(page, 'Invalid file type', 'Please upload an image file');
  await expect(batch.getByRole('list', { name: 'Images to upload' }).getByRole('listitem')).toHaveCount(1);
});

test('an upload the server refuses keeps the form and says so', async ({
  signedInPage: page,
  adminSite,
  consoleErrors,
}) => {
  const title = unique('Upload refused');
  await page.route('**/api/admin/upload', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Disk full"}' }),
  );
  await openSection(page, adminSite.url, 'news', 'News Management');
  await page.getByRole('button', { name: 'Add Article' }).click();
  const form = formPanel(page, 'Add Article');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('Short.');
  await form.getByLabel('Content').fill('Long.');
  await form.getByLabel('Article image (optional)').setInputFiles(images.png);
  await form.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Upload failed', /Failed to upload image\. Please try again\./);
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByRole('img', { name: /Preview of small\.png/ })).toBeVisible();
  expect(
    (await (await page.request.get(`${adminSite.url}/api/news`)).json()) as { title: string }[],
  ).not.toContainEqual(expect.objectContaining({ title }));
  const provoked = consoleErrors.findIndex((text) => text.includes('status of 500'));
  expect(provoked).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(provoked, 1);
});

test('several refused files are all listed, each with its reason', async ({ signedInPage: page, adminSite }) => {
  await openSection(page, adminSite.url, 'gallery', 'Gallery Management');
  await page.getByRole('button', { name: 'Add Images' }).click();
  const batch = formPanel(page, 'Add Images');
  const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });
  await batch
    .getByLabel('Choose images')
    .setInputFiles([
      file('not-an-image.txt', 'text/plain', readFileSync(images.text)),
      file('team-notes.pdf', 'application/pdf', Buffer.from('%PDF-1.4')),
      file('small.png', 'image/png', readFileSync(images.png)),
      file('huge-photo.jpg', 'image/jpeg', Buffer.alloc(20 * 1024 * 1024 + 1024, 0xff)),
    ]);

  const refused = batch.getByRole('list', { name: 'Files not added' }).getByRole('listitem');
  await expect(refused).toHaveCount(3);
  await expect(refused.nth(0)).toContainText('not-an-image.txt: Please upload an image file.');
  await expect(refused.nth(1)).toContainText('team-notes.pdf: Please upload an image file.');
  await expect(refused.nth(2)).toContainText('huge-photo.jpg: Image must be less than 20MB.');
  await expectToast(page, '3 files not added', /Choose a JPEG, PNG, WebP or GIF photo under 20MB\./);
  await expect(batch.getByRole('list', { name: 'Images to upload' }).getByRole('listitem')).toHaveCount(1);
});

test('a file the server finds is not an image says to choose another, not to try again', async ({
  signedInPage: page,
  adminSite,
  consoleErrors,
}) => {
  await openSection(page, adminSite.url, 'news', 'News Management');
  await page.getByRole('button', { name: 'Add Article' }).click();
  const form = formPanel(page, 'Add Article');
  await form.getByLabel('Title').fill(unique('Not a photo'));
  await form.getByLabel('Excerpt').fill('Short.');
  await form.getByLabel('Content').fill('Long.');
  // Named, typed and starting like a PNG, so only the server can tell.
  const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const fake = {
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([pngSignature, Buffer.from('not really a picture')]),
  };
  await form.getByLabel('Article image (optional)').setInputFiles(fake);
  await form.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(
    page,
    'Upload failed',
    'Failed to upload image: Please upload an image file. Choose a JPEG, PNG, WebP or GIF photo under 20MB.',
  );
  await expect(toasts(page).getByText(/try again/)).toHaveCount(0);
  const provoked = consoleErrors.findIndex((text) => text.includes('status of 415'));
  if (provoked >= 0) consoleErrors.splice(provoked, 1);
  // Playwright's trace recorder fetches a blob: preview the browser could not decode (it rewrites blob URLs to
  // capture them); the site's connect-src rightly blocks that fetch, which is no fault of the page.
  const traced = consoleErrors.findIndex((text) => /^Connecting to 'blob:.*connect-src/.test(text));
  if (traced >= 0) consoleErrors.splice(traced, 1);
});
