// A picked file is judged by its first bytes at once, on the phone a volunteer picks it from: a renamed
// PDF is refused with the server's own message before anything is sent or previewed.
import { expectToast, formPanel, openSection } from './admin-helpers';
import { expect, test } from './fixtures';

test("a renamed PDF is refused the moment it is picked, with the server's message and no preview", async ({
  signedInPage: page,
  adminSite,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/admin/')) sent.push(request.url());
  });
  await openSection(page, adminSite.url, 'sponsors', 'Sponsors Management');
  await page.getByRole('button', { name: 'Add Sponsor' }).click();
  const form = formPanel(page, 'Add Sponsor');
  // Named and typed as a JPEG: only its first bytes tell.
  const renamed = { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj') };
  await form.getByLabel('Logo (required)').setInputFiles(renamed);
  await expectToast(page, 'Invalid file type', 'logo.jpg: Please upload an image file.');
  await expect(form.getByLabel('Logo (required)')).toHaveValue('');
  await expect(form.getByRole('img')).toHaveCount(0);
  expect(sent).toEqual([]);
});
