// Photos of any shape sit in fixed frames: a portrait phone photo is cropped, never stretches its card; profiles
// show two to a row on phones.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { unique } from './admin-helpers';
import { expect, test } from './fixtures';
import { isPhone, openPage } from './public-helpers';

/** The shapes people upload: portrait and 4:3 from phones, 16:9 from cameras. */
const SHAPES = { portrait: [900, 1200], fourByThree: [1200, 900], wide: [1600, 900] } as const;

async function upload(page: Page, url: string, [width, height]: readonly [number, number]): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#15803D' } })
    .jpeg()
    .toBuffer();
  const res = await page.request.post(`${url}/api/admin/upload`, {
    multipart: { image: { name: `photo-${width}x${height}.jpg`, mimeType: 'image/jpeg', buffer } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

async function boxes(locator: Locator) {
  const all = await locator.all();
  return Promise.all(all.map(async (l) => (await l.boundingBox())!));
}

/** Every card's picture is 16:9 of the card's width, whatever the photo's shape. */
async function expectFixedFrames(cards: Locator) {
  await expect(cards).toHaveCount(3);
  for (const img of await cards.locator('img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeTruthy();
  }
  for (const picture of await boxes(cards.locator('img')))
    expect(picture.height).toBeCloseTo((picture.width * 9) / 16, 0);
}

/** Cards with the same words are the same height: none grows with its photo. */
async function expectEqualHeights(cards: Locator) {
  const heights = (await boxes(cards)).map((box) => Math.round(box.height));
  expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
}

test('news and team cards keep one height whatever the shape of their photo', async ({
  signedInPage: page,
  adminSite,
}) => {
  const { url } = adminSite;
  const created: string[] = [];
  const create = async (kind: 'news' | 'teams', data: Record<string, unknown>) => {
    const res = await page.request.post(`${url}/api/admin/${kind}`, { data });
    expect(res.status()).toBe(201);
    created.push(`${kind}/${((await res.json()) as { id: string }).id}`);
  };
  try {
    // Names of one length: a heading that wraps to a second line would make its card taller for its words.
    const names = Object.keys(SHAPES).map((_, i) => unique(`Frame ${i + 1}`));
    for (const [i, shape] of Object.values(SHAPES).entries()) {
      const imageUrl = await upload(page, url, shape);
      // Dated after every other test's articles, so these three are the landing page's row of news.
      const publishDate = `2100-01-0${3 - i}`;
      const words = 'The same words on every card.';
      await create('news', { title: names[i], excerpt: words, content: 'Full story.', publishDate, imageUrl });
      await create('teams', {
        name: names[i],
        ageGroup: 'U14',
        description: words,
        features: [],
        color: 'red',
        imageUrl,
      });
    }

    await openPage(page, url);
    const news = page.locator('#news ul.grid > li');
    await expectFixedFrames(news);
    await expectEqualHeights(news);
    const teams = page.locator('#teams ul.grid > li').filter({ hasText: /Frame / });
    await expectFixedFrames(teams);
    // Other tests' teams may share a row (and its height) with these on wide screens; on a phone each is alone.
    if (isPhone(test.info())) await expectEqualHeights(teams);
  } finally {
    // The site is shared: leave it as it was for the other tests in this worker.
    for (const item of created) await page.request.delete(`${url}/api/admin/${item}`);
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('profiles show two cards to a row', async ({ page, demoSite }) => {
    await openPage(page, `${demoSite.url}/profiles`);
    const cards = page.getByRole('tabpanel', { name: /Players/ }).getByRole('listitem');
    await expect(cards).toHaveCount(12);
    const [first, second, third] = await boxes(cards);
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    expect(third!.y).toBeGreaterThan(first!.y + first!.height);
    // Portrait frames of half the width, not 368 px squares across the screen.
    const picture = (await cards.first().locator('img').boundingBox())!;
    expect(picture.width).toBeLessThan(195);
    expect(picture.height).toBeCloseTo((picture.width * 5) / 4, 0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`/profiles with 12 players at 390x844: ${height} px`);
    // Six rows of cards, where one to a row made an 8,100 px page.
    expect(height).toBeLessThan(5000);
  });
});
