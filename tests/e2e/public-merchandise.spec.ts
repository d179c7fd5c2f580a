// Merchandise: collection filter and the 'Contact to Order' dialog with its email and phone links.
import { expect, test } from './fixtures';
import { cardByHeading, openPage } from './public-helpers';

const COUNTS = { Jerseys: 3, Training: 4, Lifestyle: 4, Kids: 3, Accessories: 4 };

test('filters the fallback items by collection', async ({ page, emptySite }) => {
  await openPage(page, `${emptySite.url}/merchandise`);
  const group = page.getByRole('group', { name: 'Filter by collection' });
  const filters = group.getByRole('link');
  await expect(filters).toHaveText(['All', 'Jerseys', 'Training', 'Lifestyle', 'Kids', 'Accessories']);
  await expect(group.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  const cards = page.getByRole('region', { name: 'Merchandise' }).getByRole('listitem');
  await expect(cards).toHaveCount(18);
  for (const [collection, count] of Object.entries(COUNTS)) {
    await group.getByRole('link', { name: collection, exact: true }).click();
    await expect(cards).toHaveCount(count);
    await expect(page).toHaveURL(new RegExp(`/merchandise\\?collection=${collection}$`));
    await expect(cards.getByText(collection, { exact: true })).toHaveCount(count);
  }
  await group.getByRole('link', { name: 'All', exact: true }).click();
  await expect(cards).toHaveCount(18);
});

test('Contact to Order offers an email with the item and its price, and a call', async ({ page, demoSite }) => {
  await openPage(page, `${demoSite.url}/merchandise`);
  await page
    .getByRole('group', { name: 'Filter by collection' })
    .getByRole('link', { name: 'Kids', exact: true })
    .click();
  const cards = page.getByRole('region', { name: 'Merchandise' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const ball = cardByHeading(page, 'Mini Basketball');
  await expect(ball.getByRole('img', { name: 'Mini Basketball' })).toHaveAttribute('src', /^\/uploads\//);
  await expect(ball.getByText('PGK 30.00')).toBeVisible();
  await ball.getByRole('link', { name: 'Contact to Order' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("Interested in Mini Basketball? Choose how you'd like to contact us")).toBeVisible();
  const email = dialog.getByRole('link', { name: /Send Email/ });
  await expect(email).toContainText('hello@pmbc-demo.org');
  const mailto = new URL((await email.getAttribute('href'))!);
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.pathname).toBe('hello@pmbc-demo.org');
  const subject = decodeURIComponent(/[?&]subject=([^&]*)/.exec(mailto.search)![1]!);
  const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(mailto.search)![1]!);
  expect(subject).toContain('Mini Basketball');
  expect(body).toContain('Mini Basketball');
  expect(body).toContain('PGK 30.00');
  // Encoded with encodeURIComponent: spaces as %20, never '+'.
  expect(mailto.search).not.toContain('+');

  const call = dialog.getByRole('link', { name: /Call Us/ });
  await expect(call).toContainText('+675 7012 3456');
  await expect(call).toHaveAttribute('href', 'tel:+67570123456');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(ball.getByRole('link', { name: 'Contact to Order' })).toBeFocused();
});

test('the dialog uses the site settings on a new site too', async ({ page, emptySite }) => {
  await openPage(page, `${emptySite.url}/merchandise`);
  await cardByHeading(page, 'Wristband Pair').getByRole('link', { name: 'Contact to Order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("Interested in Wristband Pair? Choose how you'd like to contact us")).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Send Email/ })).toHaveAttribute(
    'href',
    /^mailto:info@example\.com\?subject=.*Wristband%20Pair.*&body=.*PGK%2010\.00/,
  );
  await expect(dialog.getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', 'tel:+6750000000');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
