// News: a landing page card opens its article's own page, which carries its link preview and search tags; /news
// lists every article. On the demo content (src/server/entities/demo/news.ts).
import { expect, test } from './fixtures';
import { openPage } from './public-helpers';

const ARTICLE = {
  title: 'U19 Squad Named for Australia Tour',
  slug: 'u19-squad-named-for-australia-tour',
  excerpt: 'Twelve players will travel to Cairns and Brisbane in July for two weeks of games and training.',
};

test('a landing page news card opens its article page', async ({ page, demoSite }) => {
  await openPage(page, `${demoSite.url}/#news`);
  const card = page.locator('#news').getByRole('listitem').filter({ hasText: ARTICLE.title });
  await card.getByRole('link', { name: /Read more/ }).click();
  await expect(page).toHaveURL(`${demoSite.url}/news/${ARTICLE.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.title);
  const article = page.getByRole('article');
  await expect(article.getByText('5 March 2025')).toBeVisible();
  // Two paragraphs, as the text holds them (a blank line between).
  await expect(article.locator('p', { hasText: /^After six weeks of trials/ })).toBeVisible();
  await expect(article.locator('p', { hasText: /^The squad plays five games/ })).toBeVisible();
  await expect(article.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await article.getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL(`${demoSite.url}/news`);
});

test("the article page's preview tags read back, and its preview picture is a 1200x630 JPEG", async ({
  page,
  demoSite,
}) => {
  await openPage(page, `${demoSite.url}/news/${ARTICLE.slug}`);
  await expect(page).toHaveTitle(new RegExp(`^${ARTICLE.title} \\|`));
  const content = (selector: string) => page.locator(selector).getAttribute('content');
  // PUBLIC_URL is not set here: links name this machine, as the setup link does.
  const site = demoSite.url.replace('127.0.0.1', 'localhost');
  expect(await content('meta[property="og:title"]')).toBe(ARTICLE.title);
  expect(await content('meta[property="og:description"]')).toBe(ARTICLE.excerpt);
  expect(await content('meta[property="og:type"]')).toBe('article');
  expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site}/news/${ARTICLE.slug}`);
  const image = (await content('meta[property="og:image"]'))!;
  expect(image).toMatch(new RegExp(`^${site}/uploads/[a-z0-9-]+-og\\.jpg$`));
  const res = await page.request.get(image.replace(site, demoSite.url));
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/jpeg');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: ARTICLE.title, image: [image] });
});

test('/news lists every article, newest first, and an unknown slug is the 404 page leading back to it', async ({
  page,
  demoSite,
}) => {
  await openPage(page, demoSite.url);
  await page.locator('#news').getByRole('link', { name: 'All News' }).click();
  await expect(page).toHaveURL(`${demoSite.url}/news`);
  const headings = page.getByRole('region', { name: 'Articles' }).getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText(ARTICLE.title);
  const articles = (await (await page.request.get(`${demoSite.url}/api/news`)).json()) as { title: string }[];
  await expect(headings).toHaveText(articles.map((a) => a.title));
  await headings.first().getByRole('link').click();
  await expect(page).toHaveURL(`${demoSite.url}/news/${ARTICLE.slug}`);

  const missing = await page.goto(`${demoSite.url}/news/no-such-article`);
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This article is not available');
  await page.getByRole('link', { name: 'See all news' }).click();
  await expect(page).toHaveURL(`${demoSite.url}/news`);
});
