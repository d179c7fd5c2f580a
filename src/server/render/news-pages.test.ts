// Article pages, the news list, link previews (Open Graph, Twitter, canonical, JSON-LD), the sitemap and robots.txt,
// on the real app and database.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImage } from '../../../tests/fixtures/content';
import { previewName } from '../../shared/images';
import { signedInTestApp, type TestApp } from '../test-app';

const SITE = 'https://club.example';
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ PUBLIC_URL: `${SITE}/` }));
});
afterAll(() => t.close());

/** The club's own preview picture (its logo and name): club-preview.ts. */
const CLUB_PREVIEW = new RegExp(`^${SITE}/images/club/preview-[0-9a-f]{12}\\.jpg$`);

type Article = { id: string; slug: string; title: string; imageUrl: string | null };

const get = (url: string) => t.app.inject({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie }, payload });
async function createArticle(fields: Record<string, unknown>): Promise<Article> {
  const res = await send('POST', 'news', {
    excerpt: 'A short summary.',
    content: 'Some words.',
    publishDate: '2025-01-01',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The content of a head meta tag by its property or name. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('an article page', () => {
  let article: Article;
  beforeAll(async () => {
    article = await createArticle({
      title: 'Under-16s Win the Port Moresby Cup!',
      excerpt: 'A comeback in the last quarter.',
      content: 'The girls trailed by six at half time.\n\nThen came the third quarter.\nAnd the fourth.',
      publishDate: '2025-03-05T00:00:00.000Z',
      imageUrl: await uploadImage(t.app, cookie),
    });
  });

  it('shows the article in full at /news/{slug}, its paragraphs as typed', async () => {
    expect(article.slug).toBe('under-16s-win-the-port-moresby-cup');
    const res = await get(`/news/${article.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Under-16s Win the Port Moresby Cup! |`);
    expect(res.body).toContain('<meta name="description" content="A comeback in the last quarter." />');
    expect(res.body).toContain('>Under-16s Win the Port Moresby Cup!</h1>');
    expect(res.body).toContain('5 March 2025');
    expect(res.body).toMatch(/<p[^>]*>The girls trailed by six at half time.<\/p>/);
    // A single line break stays one, as before articles were Markdown.
    expect(res.body).toMatch(/<p[^>]*>Then came the third quarter.<br \/>\nAnd the fourth.<\/p>/);
  });

  it('leads with a typed excerpt, and says an excerpt made from the first paragraph only once', async () => {
    const lead = (html: string) => html.match(/<p class="mt-8 text-xl[^"]*">([^<]*)<\/p>/)?.[1];
    expect(lead((await get(`/news/${article.slug}`)).body)).toBe('A comeback in the last quarter.');
    const made = await createArticle({ title: 'Cup Final Report', excerpt: '', content: 'We won by two.\n\nMore.' });
    const html = (await get(`/news/${made.slug}`)).body;
    expect(meta(html, 'og:description')).toBe('We won by two.');
    expect(lead(html)).toBeUndefined();
    // In the page's text once, as the body's first paragraph (the head's tags hold it too).
    expect(html.match(/>We won by two\.</g)?.length).toBe(1);
  });

  it('has its own link preview: a 1200x630 JPEG of its picture at an absolute URL', async () => {
    const html = (await get(`/news/${article.slug}`)).body;
    expect(meta(html, 'og:title')).toBe('Under-16s Win the Port Moresby Cup!');
    expect(meta(html, 'og:description')).toBe('A comeback in the last quarter.');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`${SITE}/news/${article.slug}`);
    expect(canonical(html)).toBe(`${SITE}/news/${article.slug}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const image = meta(html, 'og:image')!;
    expect(image).toBe(`${SITE}/uploads/${previewName(article.imageUrl!)}`);
    const res = await get(image.slice(SITE.length));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('describes itself as a NewsArticle in JSON-LD', async () => {
    const [data] = jsonLd((await get(`/news/${article.slug}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      datePublished: '2025-03-05T00:00:00.000Z',
      image: [`${SITE}/uploads/${previewName(article.imageUrl!)}`],
      url: `${SITE}/news/${article.slug}`,
    });
  });

  it('keeps its slug when the title changes', async () => {
    const res = await send('PUT', `news/${article.id}`, {
      title: 'Cup Won',
      excerpt: 'A comeback in the last quarter.',
      content: 'Words.',
      publishDate: '2025-03-05',
      imageUrl: article.imageUrl,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slug).toBe(article.slug);
    const page = await get(`/news/${article.slug}`);
    expect(page.statusCode).toBe(200);
    expect(meta(page.body, 'og:title')).toBe('Cup Won');
    expect((await get('/news/cup-won')).statusCode).toBe(404);
  });
});

describe('articles without a picture, and unknown ones', () => {
  it('gives two articles with the same title different slugs, each its own page', async () => {
    const first = await createArticle({ title: 'Training Moves Indoors' });
    const second = await createArticle({ title: 'Training Moves Indoors', excerpt: 'Again.' });
    expect(first.slug).toBe('training-moves-indoors');
    expect(second.slug).toBe('training-moves-indoors-2');
    const page = (await get('/news/training-moves-indoors-2')).body;
    expect(meta(page, 'og:description')).toBe('Again.');
    // No picture of its own: the club's preview picture and the fallback news image.
    expect(meta(page, 'og:image')).toMatch(CLUB_PREVIEW);
    expect(page).toContain('/images/news-fallback.svg');
  });

  it("answers an unknown slug with the news's 404 page, any other path with the site's, none kept", async () => {
    await get('/');
    const size = t.app.responseCache.size;
    for (const url of ['/news/no-such-article', '/news/', '/news/a/b', '/news/%3Cscript%3E']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      // /news/ and /news/a/b are no article's address.
      const article = !['/news/', '/news/a/b'].includes(url);
      expect(res.body, url).toContain(article ? 'This article is not available' : '404 Page Not Found');
      expect(res.body).not.toContain('<script>');
      expect(canonical(res.body)).toBeUndefined();
    }
    expect(t.app.responseCache.size).toBe(size);
  });

  it('escapes < in JSON-LD, so no title can close its element', async () => {
    const article = await createArticle({ title: 'Score </script><script>alert(1)</script>' });
    const html = (await get(`/news/${article.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html)[0]!.headline).toBe('Score </script><script>alert(1)</script>');
  });
});

describe('the news list and the other pages', () => {
  it('lists every article on /news, newest first, each linking to its page', async () => {
    await createArticle({ title: 'Oldest Story', publishDate: '2020-01-01' });
    await createArticle({ title: 'Newest Story', publishDate: '2030-01-01' });
    const res = await get('/news');
    expect(res.statusCode).toBe(200);
    const titles = [...res.body.matchAll(/<h2[^>]*><a href="\/news\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    const news = (await get('/api/news')).json() as Article[];
    expect(titles).toEqual(news.map((a) => a.slug));
    expect(titles[0]).toBe('newest-story');
    expect(titles.at(-1)).toBe('oldest-story');
    expect(titles.length).toBeGreaterThan(4);
  });

  it('links the landing page news cards and Read more to the articles, and to /news', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('href="/news/newest-story"');
    expect(html).toMatch(/<a href="\/news\/newest-story"[^>]*>Read more/);
    expect(html).toMatch(/<a href="\/news"[^>]*>All News<\/a>/);
  });

  it('gives every public page its preview tags and canonical URL (without the query string)', async () => {
    for (const path of ['/', '/gallery', '/sponsors', '/merchandise', '/profiles', '/news']) {
      const html = (await get(`${path}?category=Training&fbclid=x`)).body;
      expect(canonical(html), path).toBe(`${SITE}${path}`);
      expect(meta(html, 'og:url'), path).toBe(`${SITE}${path}`);
      expect(meta(html, 'og:type'), path).toBe('website');
      expect(meta(html, 'og:image'), path).toMatch(CLUB_PREVIEW);
      expect(meta(html, 'og:title'), path).toMatch(/.+/);
      expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
    }
    expect(canonical((await get('/auth')).body)).toBeUndefined();
  });

  it('describes the club as a SportsOrganization on the landing page, with the site settings', async () => {
    const settings = (await get('/api/settings')).json();
    const res = await send('PUT', `settings/${settings.id}`, {
      ...settings,
      id: undefined,
      contactPhone: '+675 321 0000',
      socialFacebook: 'https://facebook.com/club',
      socialYoutube: '#',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [data] = jsonLd((await get('/')).body);
    expect(data).toMatchObject({
      '@type': 'SportsOrganization',
      url: `${SITE}/`,
      logo: `${SITE}/logo.svg`,
      sport: 'Basketball',
      telephone: '+675 321 0000',
      email: settings.contactEmail,
      sameAs: ['https://facebook.com/club'],
    });
    expect(data!.address).toMatchObject({ '@type': 'PostalAddress' });
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every public page, /fixtures and every article, and shows a new article after the write', async () => {
    const before = await get('/sitemap.xml');
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...before.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const path of ['/', '/gallery', '/sponsors', '/merchandise', '/profiles', '/news', '/fixtures']) {
      expect(
        locs.filter((loc) => loc === `${SITE}${path}`),
        path,
      ).toHaveLength(1);
    }
    const news = (await get('/api/news')).json() as Article[];
    for (const { slug } of news) expect(locs).toContain(`${SITE}/news/${slug}`);
    expect(locs.some((loc) => loc.includes('/admin') || loc.includes('/auth'))).toBe(false);

    await createArticle({ title: 'Sitemap Newcomer' });
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${SITE}/news/sitemap-newcomer</loc>`);
  });

  it('keeps robots out of the portal and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /auth');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
