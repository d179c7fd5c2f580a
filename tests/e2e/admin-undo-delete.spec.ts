// One way to delete in every portal section: the portal's dialog asks, naming the item; the toast
// offers Undo for 10 seconds, which brings the item back as it was, image included. On a phone, where a stray tap
// on the bin icon is likeliest; the API tests (src/server/routes/undo-delete.test.ts) cover each rule.
import { readFileSync } from 'node:fs';
import {
  card,
  confirmDelete,
  expectImageServed,
  expectToast,
  images,
  openSection,
  toasts,
  unique,
} from './admin-helpers';
import { expect, test } from './fixtures';

test('a news article deleted by mistake comes back with Undo', async ({ signedInPage: page, adminSite }) => {
  const { url } = adminSite;
  const headers = { origin: url };
  const upload = await page.request.post(`${url}/api/admin/upload`, {
    headers,
    multipart: { image: { name: 'tour.png', mimeType: 'image/png', buffer: readFileSync(images.png) } },
  });
  const imageUrl = ((await upload.json()) as { imageUrl: string }).imageUrl;
  const title = unique('Tour to Cairns');
  const created = await page.request.post(`${url}/api/admin/news`, {
    headers,
    data: { title, excerpt: 'The U16s travel', content: 'Two weeks of games.', publishDate: '2026-05-01', imageUrl },
  });
  expect(created.status()).toBe(201);

  await openSection(page, url, 'news', 'News Management');
  await card(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('You can undo this for 10 seconds afterwards.');
  await confirmDelete(page, `Delete the news article "${title}"?`);
  await expectToast(page, 'Article deleted successfully');
  await expect(card(page, title)).toHaveCount(0);

  await toasts(page).getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Article restored');
  await expectImageServed(page, card(page, title).getByRole('img', { name: title }));
  await page.goto(`${url}/news`);
  await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();
});
