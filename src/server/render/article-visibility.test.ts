// Drafts and scheduled articles (ADR 047) across every public output: the news API, the landing page,
// /news, the article's own page with its link preview and JSON-LD, and the sitemap. A draft and an article scheduled
// ahead are in none of them; a scheduled one appears once the app's clock passes its time, with no write; staff
// preview either at /news/{slug}?preview, which nobody keeps and nobody else can open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCacheKey } from '../cache/page-keys';
import { signedInTestApp, type TestApp, testClock } from '../test-app';

const SITE = 'https://club.example';
const HOUR = 60 * 60 * 1000;
// Midday in Port Moresby (UTC+10): an hour or two later is the same club day, so no midnight clears the cache.
const clock = testClock('2030-06-03T02:00:00.000Z');
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ PUBLIC_URL: `${SITE}/` }, { now: clock.now }));
});
afterAll(() => t.close());

type Article = { id: string; slug: string; title: string; status: string; publishDate: string };

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie }, payload });

async function createArticle(fields: Record<string, unknown>): Promise<Article> {
  const res = await send('POST', 'news', {
    excerpt: `The summary of ${fields.title}.`,
    content: 'Words.',
    publishDate: '2030-06-01',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Every public output that lists or shows articles, as a visitor gets it: its status and body. */
async function publicOutputs(slug: string) {
  const urls = ['/api/news', '/', '/news', `/news/${slug}`, '/sitemap.xml'];
  const answers = await Promise.all(urls.map((url) => get(url)));
  return Object.fromEntries(urls.map((url, i) => [url, { status: answers[i]!.statusCode, body: answers[i]!.body }]));
}

/** The article is in no public output: its page is the 404 page, and nothing names or links it. */
async function expectNowhere(article: Article) {
  const outputs = await publicOutputs(article.slug);
  expect(outputs[`/news/${article.slug}`]!.status).toBe(404);
  for (const [url, { status, body }] of Object.entries(outputs)) {
    if (url !== `/news/${article.slug}`) expect(status, url).toBe(200);
    expect(body, url).not.toContain(article.title);
    expect(body, url).not.toContain(`/news/${article.slug}"`);
    expect(body, url).not.toContain(`/news/${article.slug}<`);
  }
}

/** The article is in every public output: the list, the cards, its page with its link preview and JSON-LD, the sitemap. */
async function expectEverywhere(article: Article) {
  const outputs = await publicOutputs(article.slug);
  for (const [url, { status }] of Object.entries(outputs)) expect(status, url).toBe(200);
  expect((JSON.parse(outputs['/api/news']!.body) as Article[]).map((a) => a.slug)).toContain(article.slug);
  expect(outputs['/']!.body).toContain(`href="/news/${article.slug}"`);
  expect(outputs['/news']!.body).toContain(`href="/news/${article.slug}"`);
  const page = outputs[`/news/${article.slug}`]!.body;
  expect(page).toContain(`<meta property="og:title" content="${article.title}"`);
  expect(page).toContain(`"headline":"${article.title}"`);
  expect(page).toContain(`"datePublished":"${article.publishDate}"`);
  expect(outputs['/sitemap.xml']!.body).toContain(`<loc>${SITE}/news/${article.slug}</loc>`);
}

describe('drafts and scheduled articles in public', () => {
  it('shows a draft nowhere, and staff read it (with its status) from GET /api/admin/news', async () => {
    const draft = await createArticle({ title: 'Draft Tour Report', status: 'draft', publishDate: '2030-06-02' });
    expect(draft.status).toBe('draft');
    await expectNowhere(draft);
    const admin = await get('/api/admin/news', { cookie });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.json()).toContainEqual(expect.objectContaining({ slug: draft.slug, status: 'draft' }));
    expect((await get('/api/admin/news')).statusCode).toBe(401);
  });

  it('answers no status in the public list: it holds only articles public now', async () => {
    await createArticle({ title: 'Published Story' });
    const news = (await get('/api/news')).json() as Record<string, unknown>[];
    expect(news.length).toBeGreaterThan(0);
    for (const article of news) expect(article).not.toHaveProperty('status');
  });

  it('keeps a published article dated ahead public, as before drafts', async () => {
    const ahead = await createArticle({ title: 'Dated Ahead', publishDate: '2031-01-01' });
    await expectEverywhere(ahead);
  });

  it("shows an article scheduled in the past at once, dated by the club's day", async () => {
    const past = await createArticle({
      title: 'Scheduled Earlier',
      status: 'scheduled',
      // 7:00 am today in Port Moresby: yesterday in UTC.
      publishDate: '2030-06-02T21:00:00.000Z',
    });
    await expectEverywhere(past);
    expect((await get(`/news/${past.slug}`)).body).toContain(
      '<time dateTime="2030-06-02T21:00:00.000Z">3 June 2030</time>',
    );
  });

  it('shows a scheduled article once its time comes, with no write: everything kept expires then', async () => {
    const at = new Date(clock.now().getTime() + HOUR).toISOString();
    const scheduled = await createArticle({ title: 'Tour to Cairns', status: 'scheduled', publishDate: at });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishDate: at });
    // Each output is made and kept (the API list first, so the pages find the news list already read).
    await expectNowhere(scheduled);
    await expectNowhere(scheduled);
    expect(t.app.responseCache.size).toBeGreaterThan(3);

    clock.advance(HOUR - 1000);
    await expectNowhere(scheduled);
    clock.advance(1000);
    await expectEverywhere(scheduled);
  });
});

describe('a shared link to an article that is not public', () => {
  it('answers the same 404 for a draft, a scheduled, a deleted and an unknown article, linking to the news', async () => {
    const draft = await createArticle({ title: 'Hidden Draft', status: 'draft' });
    const ahead = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    const scheduled = await createArticle({ title: 'Hidden Scheduled', status: 'scheduled', publishDate: ahead });
    const deleted = await createArticle({ title: 'Taken Down' });
    expect((await get(`/news/${deleted.slug}`)).statusCode).toBe(200);
    expect((await send('DELETE', `news/${deleted.id}`)).statusCode).toBe(204);
    const slugs = [draft.slug, scheduled.slug, deleted.slug, 'never-written'];
    const answers = await Promise.all(slugs.map((slug) => get(`/news/${slug}`)));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This article is not available');
      expect(res.body).toMatch(/<a href="\/news"[^>]*>See all news<\/a>/);
      expect(res.body).not.toContain('Did you forget to add the page to the router?');
    }
    // The same but for the address itself (the menu's props carry it): nothing tells a draft from one that never was.
    const bodies = answers.map((res, i) => res.body.replaceAll(`/news/${slugs[i]}`, '/news/ADDRESS'));
    for (const body of bodies) expect(body).toBe(bodies[0]);
    for (const title of ['Hidden Draft', 'Hidden Scheduled', 'Taken Down'])
      expect(answers[0]!.body).not.toContain(title);
  });

  it("keeps the site's own 404 page for other unknown paths", async () => {
    for (const url of ['/no-such-page', '/news/a/b', '/tours/no-such-tour']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Did you forget to add the page to the router?');
      expect(res.body, url).not.toContain('This article is not available');
    }
  });
});

describe('a preview: /news/{slug}?preview', () => {
  let draft: Article;
  let scheduled: Article;
  beforeAll(async () => {
    draft = await createArticle({ title: 'Preview Draft', status: 'draft' });
    scheduled = await createArticle({
      title: 'Preview Scheduled',
      status: 'scheduled',
      // Mon 30 Dec 2030, 7:00 am in Port Moresby.
      publishDate: '2030-12-29T21:00:00.000Z',
    });
  });

  it('shows a signed-in staff member a draft as the public will see it, with a notice, kept by nobody', async () => {
    const size = t.app.responseCache.size;
    const res = await get(`/news/${draft.slug}?preview`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('>Preview Draft</h1>');
    expect(res.body).toContain('The summary of Preview Draft.');
    expect(res.body).toContain('Preview — not public yet.');
    expect(res.body).toContain('It is a draft: only signed-in staff can open this page.');
    expect(res.body).toContain('<meta name="robots" content="noindex"');
    expect(t.app.responseCache.size).toBe(size);
    // Nobody else gets it, from the cache or otherwise.
    expect((await get(`/news/${draft.slug}`)).statusCode).toBe(404);
  });

  it("says when a scheduled article appears, in the club's time", async () => {
    const res = await get(`/news/${scheduled.slug}?preview`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('It is scheduled for Mon 30 Dec 2030, 7:00 am (Port Moresby time)');
  });

  it('shows it to any role with a session: a Coach too', async () => {
    const coach = await t.signIn('preview-coach', { role: 'coach' });
    expect((await get(`/news/${draft.slug}?preview`, { cookie: coach })).statusCode).toBe(200);
  });

  it('answers 404 without a session, never kept, whatever the spelling of preview', async () => {
    const size = t.app.responseCache.size;
    for (const query of ['preview', 'preview=1', 'PREVIEW', 'Preview=yes&fbclid=x', 'x=1&preview=']) {
      for (const article of [draft, scheduled]) {
        const url = `/news/${article.slug}?${query}`;
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['cache-control'], url).toBe('private, no-store');
        expect(res.body, url).not.toContain(article.title);
        // The same spelling with a session is a preview: never kept, so never served to the next visitor.
        expect((await get(url, { cookie })).statusCode, url).toBe(200);
        expect((await get(`/news/${article.slug}`)).statusCode, url).toBe(404);
      }
    }
    expect(t.app.responseCache.size).toBe(size);
    expect((await get('/news/no-such-article?preview', { cookie })).statusCode).toBe(404);
  });

  it('is never looked up in the cache nor kept in it, in any spelling; other pages ignore the word', () => {
    for (const query of ['preview', 'preview=1', 'PREVIEW', 'Preview=yes&fbclid=x', 'x=1&preview=']) {
      expect(pageCacheKey(`/news/some-article?${query}`), query).toBeNull();
    }
    expect(pageCacheKey('/news/some-article?fbclid=x')).toBe('/news/some-article');
    expect(pageCacheKey('/news?preview')).toBe('/news');
  });

  it("shows a published article's public page to a preview, with no notice", async () => {
    const article = await createArticle({ title: 'Public Story' });
    const preview = await get(`/news/${article.slug}?preview`, { cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.body).toContain('>Public Story</h1>');
    expect(preview.body).not.toContain('Preview — not public yet');
  });
});

describe("an article's status in the API", () => {
  it('refuses a status that is not one, saying what to choose', async () => {
    for (const status of ['bogus', 'Published', 3, null]) {
      const res = await send('POST', 'news', {
        title: 'Odd',
        excerpt: 'E',
        content: 'C',
        publishDate: '2030-06-01',
        status,
      });
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'status', message: 'Choose Draft, Scheduled or Published' }]);
    }
  });

  it('makes a new article Published when the status is left out, and an update keeps the saved one', async () => {
    const body = { title: 'No Status Given', excerpt: 'E', content: 'C', publishDate: '2030-06-01' };
    expect((await createArticle(body)).status).toBe('published');
    const draft = await createArticle({ ...body, status: 'draft' });
    const kept = await send('PUT', `news/${draft.id}`, { ...body, title: 'Still A Draft' });
    expect(kept.json()).toMatchObject({ title: 'Still A Draft', status: 'draft' });
    const published = await send('PUT', `news/${draft.id}`, { ...body, status: 'published' });
    expect(published.json()).toMatchObject({ status: 'published' });
  });

  it("stores a scheduled article's time as the instant sent, whatever its offset", async () => {
    const scheduled = await createArticle({
      title: 'Monday Morning',
      status: 'scheduled',
      publishDate: '2030-12-30T07:00:00+10:00',
    });
    expect(scheduled.publishDate).toBe('2030-12-29T21:00:00.000Z');
    const res = await send('POST', 'news', {
      title: 'Soon',
      excerpt: 'E',
      content: 'C',
      status: 'scheduled',
      publishDate: 'soon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'publishDate', message: 'Invalid date format' }]);
  });
});
