// Counting visits with no cookie: page views per club day, page and source, sponsor impressions and
// clicks, written by the flush; bots, staff and background fetches are not counted; nothing personal is kept.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sponsors } from '../../shared/schema';
import { pageViews, sponsorCounts } from '../db/ops-schema';
import { createTestApp, type TestApp, testClock } from '../test-app';

/** A phone's browser, as visitors arrive with. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WITH_WEBSITE = '6f1c2a7e-1111-4a2b-9c3d-000000000001';
const WITHOUT_WEBSITE = '6f1c2a7e-1111-4a2b-9c3d-000000000002';
const UNKNOWN = '6f1c2a7e-1111-4a2b-9c3d-00000000ffff';

const clock = testClock('2026-03-10T09:00:00+10:00');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://club.example' }, { now: clock.now });
  await t.database.db.insert(sponsors).values([
    {
      id: WITH_WEBSITE,
      name: 'Coastal Bank',
      description: 'Main partner',
      logoUrl: '/images/sponsor-placeholder.svg',
      websiteUrl: 'https://bank.example/home',
      order: 1,
    },
    {
      id: WITHOUT_WEBSITE,
      name: 'Corner Store',
      description: 'Partner',
      logoUrl: '/images/sponsor-placeholder.svg',
      websiteUrl: null,
      order: 2,
    },
  ]);
});
afterAll(() => t?.close());
beforeEach(async () => {
  clock.set('2026-03-10T09:00:00+10:00');
  await t.app.visits.flush();
  await t.database.db.delete(pageViews);
  await t.database.db.delete(sponsorCounts);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': PHONE, ...headers } });

async function stored() {
  await t.app.visits.flush();
  const views = await t.database.db.select().from(pageViews);
  const counts = await t.database.db.select().from(sponsorCounts);
  return {
    views: views.map(({ day, path, source, views }) => ({ day, path, source, views })),
    sponsors: Object.fromEntries(
      counts.map((c) => [c.sponsorId, { day: c.day, impressions: c.impressions, clicks: c.clicks }]),
    ),
  };
}

describe('page views', () => {
  it('counts each view of a page showing sponsors, cached answers and 304s too, with an impression per sponsor', async () => {
    const first = await get('/sponsors');
    expect(first.statusCode).toBe(200);
    expect((await get('/sponsors')).statusCode).toBe(200); // from the response cache
    const revalidated = await get('/sponsors', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(await stored()).toEqual({
      views: [{ day: '2026-03-10', path: '/sponsors', source: 'direct', views: 3 }],
      sponsors: {
        [WITH_WEBSITE]: { day: '2026-03-10', impressions: 3, clicks: 0 },
        [WITHOUT_WEBSITE]: { day: '2026-03-10', impressions: 3, clicks: 0 },
      },
    });
  });

  it('gives no impression for a page that shows no sponsor, and keeps the path without its query', async () => {
    await get('/news?fbclid=abc123');
    await get('/');
    const { views, sponsors: counts } = await stored();
    expect(views.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { day: '2026-03-10', path: '/', source: 'direct', views: 1 },
      { day: '2026-03-10', path: '/news', source: 'direct', views: 1 },
    ]);
    expect(counts).toEqual({});
  });

  it("keeps only the referring site's domain, 'this site' for our own pages, and the club's day", async () => {
    clock.set('2026-03-10T23:30:00Z'); // 9:30 on 11 March in Port Moresby
    await get('/news', { referer: 'https://www.facebook.com/groups/123/posts/456?fbclid=private-token' });
    await get('/news', { referer: 'https://l.facebook.com/l.php?u=x' });
    await get('/news', { referer: 'https://club.example/sponsors' });
    await get('/news', { referer: 'not a url' });
    const { views } = await stored();
    expect(views.sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { day: '2026-03-11', path: '/news', source: 'facebook.com', views: 1 },
      { day: '2026-03-11', path: '/news', source: 'l.facebook.com', views: 1 },
      { day: '2026-03-11', path: '/news', source: 'other', views: 1 },
      { day: '2026-03-11', path: '/news', source: 'this site', views: 1 },
    ]);
    expect(JSON.stringify(views)).not.toMatch(/groups|fbclid|token|php/);
  });

  it('does not count bots, link previews, scripts, staff, HEAD, prefetches or background fetches', async () => {
    const staff = await t.signIn('counted-not');
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31.0',
    ];
    for (const agent of bots) expect((await get('/sponsors', { 'user-agent': agent })).statusCode).toBe(200);
    await get('/sponsors', { cookie: staff });
    await t.app.inject({ method: 'HEAD', url: '/sponsors', headers: { 'user-agent': PHONE } });
    await get('/sponsors', { 'sec-purpose': 'prefetch' });
    await get('/sponsors', { purpose: 'prefetch' });
    await get('/fixtures', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'same-origin' }); // the offline worker's refresh
    await get('/sponsors', { 'user-agent': '' }); // no user agent at all
    await get(`/go/sponsor/${WITH_WEBSITE}`, { 'user-agent': bots[0]! });
    await get(`/go/sponsor/${WITH_WEBSITE}`, { cookie: staff });
    expect(await stored()).toEqual({ views: [], sponsors: {} });
    // A navigation is counted, the one the offline worker passes on too (its destination then reads 'empty').
    await get('/sponsors', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' });
    await get('/sponsors', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'navigate' });
    expect((await stored()).views).toEqual([{ day: '2026-03-10', path: '/sponsors', source: 'direct', views: 2 }]);
  });

  it('counts no answer but a public page answered 200 or 304', async () => {
    const urls = [
      '/no-such-page',
      '/news/no-such-article',
      '/api/sponsors',
      '/admin',
      '/admin/sponsors',
      '/auth',
      '/news/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/manifest.webmanifest',
      '/sw.js',
      '/images/sponsor-placeholder.svg',
    ];
    for (const url of urls) await get(url);
    expect(await stored()).toEqual({ views: [], sponsors: {} });
  });
});

describe('GET /go/sponsor/{id}', () => {
  it("counts a visitor's click and sends them on to the sponsor's website, kept by no cache", async () => {
    const res = await get(`/go/sponsor/${WITH_WEBSITE}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://bank.example/home');
    expect(res.headers['cache-control']).toBe('no-store');
    await get(`/go/sponsor/${WITH_WEBSITE}`);
    expect((await stored()).sponsors).toEqual({ [WITH_WEBSITE]: { day: '2026-03-10', impressions: 0, clicks: 2 } });
  });

  it("answers the site's 404 page for an unknown sponsor, a malformed id, or a sponsor without a website", async () => {
    for (const id of [UNKNOWN, 'not-a-uuid', WITHOUT_WEBSITE]) {
      const res = await get(`/go/sponsor/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('</html>');
    }
    expect(await stored()).toEqual({ views: [], sponsors: {} });
  });

  it('is the link the sponsors page gives, opening in a new tab with no referrer', async () => {
    const page = (await get('/sponsors')).body;
    expect(page).toContain(`href="/go/sponsor/${WITH_WEBSITE}"`);
    expect(page).not.toContain('href="https://bank.example/home"');
    expect(page).toMatch(new RegExp(`href="/go/sponsor/${WITH_WEBSITE}" target="_blank" rel="noopener noreferrer"`));
  });
});

it('sets no cookie on any public answer', async () => {
  const referer = 'https://www.facebook.com/';
  for (const url of [
    '/',
    '/sponsors',
    '/news',
    '/fixtures',
    `/go/sponsor/${WITH_WEBSITE}`,
    `/go/sponsor/${UNKNOWN}`,
    '/nope',
  ]) {
    const res = await get(url, { referer });
    expect(res.headers['set-cookie'], url).toBeUndefined();
  }
});

it('writes what it holds when the server closes', async () => {
  const other = await createTestApp({}, { now: clock.now });
  try {
    await other.app.inject({ url: '/news', headers: { 'user-agent': PHONE } });
    await other.app.close();
    expect(await other.database.db.select().from(pageViews)).toEqual([
      { day: '2026-03-10', path: '/news', source: 'direct', views: 1 },
    ]);
  } finally {
    await other.close();
  }
});
