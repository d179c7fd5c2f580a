// Ordering by hand (ADR 026): new items go last, cards move with their Move up/Move down buttons (by mouse and by
// keyboard) and by dragging, the order is kept after a reload and is the order of the home page.
import type { Locator, Page } from '@playwright/test';
import { expectToast, openSection, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/** Creates items through the API as the signed-in page (the portal's own calls), in this order. */
async function createAll(page: Page, url: string, path: string, bodies: object[]): Promise<void> {
  for (const body of bodies) {
    const res = await page.request.post(`${url}/api/admin/${path}`, { data: body });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** The titles of the cards in `list`, ours only (other tests of this worker may have left items). */
const titlesIn = async (list: Locator, ours: string[]) =>
  (await list.getByRole('heading', { level: 3 }).allInnerTexts()).filter((title) => ours.includes(title));

/** The texts appear in `region` in this order. */
async function expectInOrder(region: Locator, texts: string[]): Promise<void> {
  await expect
    .poll(async () => {
      const all = (await region.textContent()) ?? '';
      return texts.map((text) => all.indexOf(text)).every((at, i, ats) => at >= 0 && (i === 0 || at > ats[i - 1]!));
    })
    .toBe(true);
}

/** Waits for the portal's next reorder call, and answers its status. */
const nextReorder = (page: Page) =>
  page.waitForResponse((res) => res.url().endsWith('/order') && res.request().method() === 'PUT');

test('international: new items go last; Move up/down by click and keyboard; kept after reload and on the home page', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const [a, b, c] = [unique('Fiji Camp'), unique('Samoa Cup'), unique('Tonga Tour')];
  await createAll(
    page,
    url,
    'international',
    [a, b, c].map((title) => ({ title, description: 'Games abroad.' })),
  );
  await openSection(page, url, 'international', 'International Opportunities Management');
  const list = page.getByRole('main').getByRole('list');
  await expect.poll(() => titlesIn(list, [a, b, c])).toEqual([a, b, c]);
  await expect(page.getByText('Drag a card, or use its arrow buttons, to change it.')).toBeVisible();
  // The last item cannot go further down.
  await expect(page.getByRole('button', { name: `Move ${c} down` })).toBeDisabled();

  const saved = nextReorder(page);
  await page.getByRole('button', { name: `Move ${c} up` }).click();
  expect((await saved).status()).toBe(204);
  await expect.poll(() => titlesIn(list, [a, b, c])).toEqual([a, c, b]);
  await expect(page.getByRole('status').filter({ hasText: `Moved ${c} to position` })).toBeAttached();

  // The focus stays on the button, so the keyboard can keep moving the card.
  await expect(page.getByRole('button', { name: `Move ${c} up` })).toBeFocused();
  const savedAgain = nextReorder(page);
  await page.keyboard.press('Enter');
  expect((await savedAgain).status()).toBe(204);
  await expect.poll(() => titlesIn(list, [a, b, c])).toEqual([c, a, b]);

  await page.reload();
  await expect.poll(() => titlesIn(list, [a, b, c])).toEqual([c, a, b]);
  await page.goto(url);
  await expectInOrder(page.locator('#international'), [c, a, b]);
});

test('about: a card dragged onto another takes its place, and the home page follows', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const [a, b, c] = [unique('Discipline'), unique('Teamwork'), unique('Respect')];
  await createAll(
    page,
    url,
    'about',
    [a, b, c].map((title) => ({ icon: 'Star', title, description: 'What we teach.', color: 'bg-black' })),
  );
  await openSection(page, url, 'about', 'About Section Management');
  const list = page.getByRole('main').getByRole('list');
  const cardOf = (title: string) =>
    list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect.poll(() => titlesIn(list, [a, b, c])).toEqual([a, b, c]);

  const saved = nextReorder(page);
  await cardOf(c).getByRole('heading').dragTo(cardOf(a));
  expect((await saved).status()).toBe(204);
  await expect.poll(() => titlesIn(list, [a, b, c])).toEqual([c, a, b]);

  const savedAgain = nextReorder(page);
  await cardOf(c).getByRole('heading').dragTo(cardOf(a));
  expect((await savedAgain).status()).toBe(204);
  await expect.poll(() => titlesIn(list, [a, b, c])).toEqual([a, c, b]);

  await page.reload();
  await expect.poll(() => titlesIn(list, [a, b, c])).toEqual([a, c, b]);
  await page.goto(url);
  await expectInOrder(page.locator('#about'), [a, c, b]);
});

test('a move that cannot be saved puts the list back and says why', async ({ signedInPage: page, adminSite }) => {
  const { url } = adminSite;
  const [a, b] = [unique('Rugby League Camp'), unique('Netball Exchange')];
  await createAll(
    page,
    url,
    'international',
    [a, b].map((title) => ({ title, description: 'Games abroad.' })),
  );
  await openSection(page, url, 'international', 'International Opportunities Management');
  const list = page.getByRole('main').getByRole('list');
  await expect.poll(() => titlesIn(list, [a, b])).toEqual([a, b]);

  // A colleague adds an item meanwhile: the order this page sends no longer names the whole list.
  const other = unique('Added Elsewhere');
  await createAll(page, url, 'international', [{ title: other, description: 'Games abroad.' }]);
  const refused = nextReorder(page);
  await page.getByRole('button', { name: `Move ${b} up` }).click();
  expect((await refused).status()).toBe(400);
  await expectToast(page, 'Failed to save the new order', /leaves out 1 item of the list/);
  // Put back, then read again: the list as saved, with the colleague's item at its end.
  await expect.poll(() => titlesIn(list, [a, b, other])).toEqual([a, b, other]);
});
