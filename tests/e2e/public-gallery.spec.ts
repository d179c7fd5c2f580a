// The full gallery: category filter and the modal that steps through the current filter, wrapping around.
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';

const TRAINING = ['Cone Drills', 'Shooting Practice', 'Team Talk', 'Conditioning'];

test('filters by category, sorted alphabetically after All Categories', async ({ page, demoSite }) => {
  await openPage(page, `${demoSite.url}/gallery`);
  const group = page.getByRole('group', { name: 'Filter by category' });
  const filters = group.getByRole('link');
  await expect(filters).toHaveText(['All Categories', 'Action Shots', 'Team Photos', 'Training', 'Youth Programs']);
  const cards = page.getByRole('region', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(14);

  await group.getByRole('link', { name: 'Training' }).click();
  await expect(group.getByRole('link', { name: 'Training' })).toHaveAttribute('aria-current', 'true');
  await expect(group.getByRole('link', { name: 'All Categories' })).not.toHaveAttribute('aria-current');
  // Filtered in place, with the address of the same filter rendered by the server.
  await expect(page).toHaveURL(/\/gallery\?category=Training$/);
  await expect(cards.getByRole('heading')).toHaveText(TRAINING.map((t) => new RegExp(`^${t}$`, 'i')));
  const first = cards.first();
  await expect(first.getByText('Training', { exact: true })).toBeVisible();
  await expect(first.getByText('Footwork session for the U14 squad.')).toBeVisible();
  // A card is a thumbnail: its renditions stop at 640 px (the modal has them all), in AVIF and WebP.
  await expect(first.locator('img')).toHaveAttribute('srcset', /^\S+-320\.webp 320w, \S+-640\.webp 640w$/);
  await expect(first.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /^\S+-320\.avif 320w, \S+-640\.avif 640w$/,
  );

  await group.getByRole('link', { name: 'All Categories' }).click();
  await expect(cards).toHaveCount(14);
  await expect(page).toHaveURL(/\/gallery$/);
});

test('the modal shows the image and steps through the filter, wrapping around, with buttons and keys', async ({
  page,
  demoSite,
}) => {
  await openPage(page, `${demoSite.url}/gallery`);
  await page.getByRole('group', { name: 'Filter by category' }).getByRole('link', { name: 'Training' }).click();
  await page.getByRole('link', { name: 'Cone Drills' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Cone Drills' })).toBeVisible();
  await expect(dialog.getByText('Footwork session for the U14 squad.')).toBeVisible();
  await expect(dialog.getByText('Training', { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 / 4')).toBeVisible();
  const img = dialog.getByRole('img', { name: 'Cone Drills' });
  await expect(img).toHaveAttribute('src', /^\/uploads\//);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  // Previous from the first wraps to the last of the filter, not of the whole gallery.
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expect(dialog.getByRole('heading', { name: 'Conditioning' })).toBeVisible();
  await expect(dialog.getByText('4 / 4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog.getByRole('heading', { name: 'Cone Drills' })).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { name: 'Shooting Practice' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { name: 'Conditioning' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { name: 'Cone Drills' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading', { name: 'Conditioning' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus returns to the card that opened the modal.
  await expect(page.getByRole('link', { name: 'Cone Drills' })).toBeFocused();

  await page.getByRole('link', { name: 'Team Talk' }).click();
  await expect(page.getByRole('dialog').getByText('3 / 4')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the landing page links to the full gallery', async ({ page, demoSite }) => {
  await openPage(page, demoSite.url);
  await page.getByRole('link', { name: 'View Full Gallery' }).click();
  await expect(page).toHaveURL(`${demoSite.url}/gallery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('listitem')).toHaveCount(14);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('Back closes the open photo, then steps back through the filters chosen', async ({ page, demoSite }) => {
  await openPage(page, `${demoSite.url}/gallery`);
  const group = page.getByRole('group', { name: 'Filter by category' });
  await group.getByRole('link', { name: 'Training' }).click();
  await group.getByRole('link', { name: 'Team Photos' }).click();
  await expect(page).toHaveURL(/\/gallery\?category=Team\+Photos$/);
  await page.getByRole('region', { name: 'Photos' }).getByRole('listitem').first().getByRole('link').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Next image' }).click();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/gallery\?category=Team\+Photos$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/gallery\?category=Training$/);
  await expect(group.getByRole('link', { name: 'Training' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('listitem')).toHaveCount(4);
  await page.goBack();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(group.getByRole('link', { name: 'All Categories' })).toHaveAttribute('aria-current', 'true');

  // Closed from the viewer, the photo's entry goes too: Back then leaves the filter, not a closed photo.
  await group.getByRole('link', { name: 'Training' }).click();
  await page.getByRole('link', { name: 'Cone Drills' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/gallery$/);
});
