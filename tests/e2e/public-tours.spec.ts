// Tours: a relative opens /tours on a phone, opens the tour, and sees how far the fundraising has come
// and who has helped. On the demo content (src/server/entities/demo/tours.ts).
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';

test('a tour is opened from /tours and shows its bar and supporters', async ({ page, demoSite }) => {
  await openPage(page, `${demoSite.url}/tours`);
  await page.getByRole('link', { name: 'U19 Australia Tour' }).click();
  await expect(page).toHaveURL(`${demoSite.url}/tours/u19-australia-tour`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('U19 Australia Tour');
  await expect(page.getByText('PGK 18,450 raised of PGK 60,000')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'PGK 18,450 raised of PGK 60,000' })).toHaveAttribute(
    'aria-valuenow',
    '18450',
  );
  const supporters = page.getByRole('region', { name: 'Thank you to our supporters' });
  await expect(supporters.getByRole('listitem').first()).toHaveText(/Anonymous/);
  await expect(supporters.getByText('Coral Sea Shipping')).toBeVisible();
  await expect(supporters).not.toContainText('Toua family');
  await expect(page.getByRole('region', { name: 'How to support this tour' })).toContainText('CellMoni');
});

test('the bar links how to give, which lands on what a relative overseas needs', async ({ page, demoSite }) => {
  await openPage(page, `${demoSite.url}/tours/u19-australia-tour`);
  const support = page.getByRole('region', { name: 'How to support this tour' });
  await expect(support).not.toBeInViewport();
  await page.getByRole('link', { name: 'How to give' }).click();
  await expect(page).toHaveURL(`${demoSite.url}/tours/u19-australia-tour#support`);
  // Its heading lands at the top, just below the fixed bar, not under it (the scroll may be a smooth one).
  const heading = support.getByRole('heading', { name: 'How to support this tour' });
  const bar = (await page.locator('header[data-navbar]').boundingBox())!;
  const top = async () => (await heading.boundingBox())!.y;
  await expect.poll(top).toBeLessThan(bar.y + bar.height + 40);
  expect(await top()).toBeGreaterThanOrEqual(bar.y + bar.height);
  await expect(support).toContainText('SWIFT/BIC');
  await expect(support).toContainText('BOSPPGPM');
  await expect(support).toContainText('Bank address');
});
