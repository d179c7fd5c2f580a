// /news/feed.xml read by a maintained feed parser (feedsmith's Atom parser, ADR 049): the 20 newest public
// articles, newest first; never a draft nor an article scheduled ahead, until its time comes (with no write); titles
// escaped; every address in an entry's content absolute. And every public page's head names the feed.
import { parseAtomFeed } from 'feedsmith';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImage } from '../../../tests/fixtures/content';
import { signedInTestApp, type TestApp, testClock } from '../test-app';

const SITE = 'https://club.example';
const HOUR = 60 * 60 * 1000;
// Midday in Port Moresby: an hour later is the same club day, so no midnight clears the cache.
const clock = testClock('2030-06-03T02:00:00.000Z');
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ PUBLIC_URL: `${SITE}/` }, { now: clock.now }));
});
afterAll(() => t.close());

type Article = { id: string; slug: string; title: string; publishDate: string };

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function createArticle(fields: Record<string, unknown>): Promise<Article> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/news',
    headers: { cookie },
    payload: { excerpt: `About ${fields.title}.`, content: 'Words.', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Characters no XML 1.0 document may hold, escaped or not. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * The feed as a reader gets it: well-formed XML (the feed parser forgives a stray `&`, a browser's XML parser does
 * not), then read by the feed parser, which refuses anything but Atom.
 */
async function readFeed() {
  const res = await get('/news/feed.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(res.body).not.toMatch(NOT_XML);
  const xml = new new Window().DOMParser().parseFromString(res.body, 'application/xml');
  expect(xml.querySelector('parsererror')?.textContent ?? null).toBeNull();
  expect(xml.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2005/Atom');
  return parseAtomFeed(res.body);
}

const entryIds = async () => ((await readFeed()).entries ?? []).map((entry) => entry.id);

/** The addresses an entry's HTML content fetches or links to, as a feed reader parses it. */
function addressesIn(html: string): string[] {
  const window = new Window();
  window.document.body.innerHTML = html;
  const body = window.document.body;
  return [
    ...[...body.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    ...[...body.querySelectorAll('img')].map((img) => img.getAttribute('src')),
    ...[...body.querySelectorAll('img[srcset], source')].flatMap((element) =>
      (element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]),
    ),
  ].filter((address): address is string => Boolean(address));
}

describe('the news feed', () => {
  const older: Article[] = [];
  let special: Article;
  let pictured: Article;
  let draft: Article;
  let scheduled: Article;
  let upload: string;
  beforeAll(async () => {
    // 21 articles, one a day from 1 May; then two newer ones, so the oldest three fall out of the 20.
    for (let day = 1; day <= 21; day++) {
      older.push(
        await createArticle({ title: `Round ${day}`, publishDate: `2030-05-${String(day).padStart(2, '0')}` }),
      );
    }
    upload = await uploadImage(t.app, cookie);
    pictured = await createArticle({
      title: 'Team Photo Day',
      publishDate: '2030-06-01',
      imageUrl: upload,
      content: `The squad:\n\n![The U14 squad](${upload})\n\nSee the [fixtures](/fixtures) and [the draw](#draw).`,
    });
    // The BEL character cannot be in an XML document at all: it is dropped, the rest escaped.
    special = await createArticle({ title: 'Fish & Chips <Night> "Special"\u0007', publishDate: '2030-06-02' });
    draft = await createArticle({ title: 'Draft Only', status: 'draft', publishDate: '2030-06-02' });
    scheduled = await createArticle({
      title: 'Tour to Cairns',
      status: 'scheduled',
      publishDate: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
  });

  it('is Atom 1.0 with the club as title and author, and absolute self and page links', async () => {
    const feed = await readFeed();
    expect(feed.title).toEqual({ type: 'text', value: 'Port Moresby Basketball Club News' });
    expect(feed.id).toBe(`${SITE}/news`);
    expect(feed.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'self', href: `${SITE}/news/feed.xml`, type: 'application/atom+xml' }),
        expect.objectContaining({ rel: 'alternate', href: `${SITE}/news`, type: 'text/html' }),
      ]),
    );
    expect(feed.authors).toEqual([{ name: 'Port Moresby Basketball Club', uri: SITE }]);
    // The newest article's time: 'Fish & Chips' was created last, at the clock's time.
    expect(feed.updated).toBe(clock.now().toISOString());
  });

  it('holds the 20 newest public articles, newest first, each with its address, dates and excerpt', async () => {
    const entries = (await readFeed()).entries ?? [];
    expect(entries).toHaveLength(20);
    expect(entries.map((entry) => entry.id)).toEqual(
      [special, pictured, ...older.slice(3).reverse()].map((article) => `urn:uuid:${article.id}`),
    );
    const first = entries[1]!;
    expect(first.title).toEqual({ type: 'text', value: 'Team Photo Day' });
    expect(first.links).toEqual([
      expect.objectContaining({ rel: 'alternate', href: `${SITE}/news/team-photo-day`, type: 'text/html' }),
    ]);
    expect(first.published).toBe('2030-06-01T00:00:00.000Z');
    expect(first.updated).toBe(clock.now().toISOString());
    expect(first.summary).toEqual({ type: 'text', value: 'About Team Photo Day.' });
  });

  it('escapes titles, and drops what XML cannot hold', async () => {
    const res = await get('/news/feed.xml');
    expect(res.body).toContain('<title type="text">Fish &amp; Chips &lt;Night&gt; &quot;Special&quot;</title>');
    const entry = (await readFeed()).entries?.[0];
    expect(entry?.title?.value).toBe('Fish & Chips <Night> "Special"');
  });

  it("carries the article's body as HTML, every picture and link in it absolute", async () => {
    const entry = (await readFeed()).entries?.find((e) => e.id === `urn:uuid:${pictured.id}`);
    expect(entry?.content?.type).toBe('html');
    const content = entry?.content?.value ?? '';
    expect(content).toContain('<p>The squad:</p>');
    expect(content).toContain('alt="The U14 squad"');
    const addresses = addressesIn(content);
    // The lead picture, the body's picture with its renditions, and the two links.
    expect(addresses).toContain(`${SITE}${upload}`);
    expect(addresses).toContain(`${SITE}/fixtures`);
    expect(addresses).toContain(`${SITE}/news/team-photo-day#draw`);
    expect(addresses.filter((address) => address.includes('/uploads/')).length).toBeGreaterThan(3);
    for (const address of addresses) expect(address, address).toMatch(new RegExp(`^${SITE}/`));
  });

  it('never holds a draft; a scheduled article appears when its time comes, with no write', async () => {
    expect(await entryIds()).not.toContain(`urn:uuid:${draft.id}`);
    expect(await entryIds()).not.toContain(`urn:uuid:${scheduled.id}`);
    clock.advance(HOUR - 1000);
    expect(await entryIds()).not.toContain(`urn:uuid:${scheduled.id}`);
    clock.advance(1000);
    const ids = await entryIds();
    expect(ids[0]).toBe(`urn:uuid:${scheduled.id}`);
    expect(ids).toHaveLength(20);
    expect(ids).not.toContain(`urn:uuid:${draft.id}`);
    expect((await readFeed()).updated).toBe(scheduled.publishDate);
  });

  it('is kept and compressed like the other cached files, and answers 304 when unchanged', async () => {
    const first = await get('/news/feed.xml', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/news/feed.xml', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('is not kept from search engines', async () => {
    const robots = (await get('/robots.txt')).body;
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
    expect(disallowed.length).toBeGreaterThan(0);
    for (const path of disallowed) expect('/news/feed.xml'.startsWith(path), path).toBe(false);
  });

  it("is named in every public page's head, the home page, the news and an article alike", async () => {
    const link =
      '<link rel="alternate" type="application/atom+xml" title="Port Moresby Basketball Club News" href="/news/feed.xml" />';
    for (const url of ['/', '/news', `/news/${pictured.slug}`, '/fixtures']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(link);
    }
    expect((await get('/admin')).body).not.toContain('application/atom+xml');
  });
});
