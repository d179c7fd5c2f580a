// Fixtures (ADR 029), for parents: the next game of their child's team, its results, and its calendar to subscribe to.
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';

test('the fixtures page with nothing yet says so', async ({ page, emptySite }) => {
  await openPage(page, `${emptySite.url}/fixtures`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FIXTURES & RESULTS');
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByText('No upcoming events.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' }).getByText('No results yet.')).toBeVisible();
});

test("a parent finds the next game of their child's team and subscribes to its calendar", async ({
  page,
  demoSite,
}) => {
  await openPage(page, demoSite.url);
  // The landing page's team card says what is next, and leads to that team's fixtures.
  const card = page.locator('#teams li[data-team-tone]').filter({ hasText: 'U16 Competitive' });
  await expect(card.getByText('Next up')).toBeVisible();
  await card.getByRole('link', { name: /vs |Training/ }).click();
  await expect(page).toHaveURL(/\/fixtures\?team=[0-9a-f-]{36}$/);
  const teamId = new URL(page.url()).searchParams.get('team')!;

  const filter = page.getByRole('group', { name: 'Filter by team' });
  await expect(filter.getByRole('link', { name: 'U16 Competitive' })).toHaveAttribute('aria-current', 'true');
  const upcoming = page.getByRole('region', { name: 'Upcoming' }).getByRole('listitem');
  const results = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
  await expect(upcoming.first()).toBeVisible();
  for (const item of [...(await upcoming.all()), ...(await results.all())]) {
    await expect(item).toContainText('U16 Competitive');
  }
  // Results show the score with a win, loss or draw mark.
  await expect(results.first()).toContainText(/[WLD]\s*(Won|Lost|Drawn)\s*\d+–\d+/);

  const subscribe = page.getByRole('link', { name: 'Add to calendar' });
  await expect(subscribe).toHaveAttribute('href', new RegExp(`^webcal://[^/]+/calendar/${teamId}\\.ics$`));
  // Under the filter, above the lists (it was some 8,000 px down on a phone), with the https address to copy.
  const top = await subscribe.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(page.viewportSize()!.height * 1.5);
  await expect(page.getByLabel('Or copy this address into your calendar app')).toHaveValue(
    new RegExp(`^https?://[^/]+/calendar/${teamId}\\.ics$`),
  );
  const feed = await page.request.get(`${demoSite.url}/calendar/${teamId}.ics`);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const api = await (await page.request.get(`${demoSite.url}/api/events?team=${teamId}`)).json();
  expect(calendar.getAllSubcomponents('vevent')).toHaveLength(api.length);

  // All Teams again: other teams' games are back.
  await filter.getByRole('link', { name: 'All Teams' }).click();
  await expect(page).toHaveURL(/\/fixtures$/);
  await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText('Senior Teams');
});
