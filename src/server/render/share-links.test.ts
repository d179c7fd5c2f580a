// 'Share on WhatsApp' and 'Share on Facebook' on an article's page and on /fixtures: plain links with the
// page's absolute address (PUBLIC_URL) encoded into each service's share address, opening a new tab without this
// page's address or access; no script of theirs nor of ours. A preview of an article not public yet offers none.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES } from '../../../tests/fixtures/content';
import { ISLAND_ATTRIBUTE } from '../../client/islands/island-attributes';
import { signedInTestApp, type TestApp } from '../test-app';

const SITE = 'https://club.example';
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ PUBLIC_URL: `${SITE}/` }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function create(path: string, payload: object): Promise<{ id: string; slug: string }> {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/${path}`, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A page as the browser parses it. */
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await get(url, headers);
  expect(res.statusCode, url).toBe(200);
  const window = new Window();
  window.document.write(res.body);
  return window.document;
}

type Doc = Awaited<ReturnType<typeof page>>;

/** The share link named `name`, as a browser reads its attributes (entities decoded). */
const shareLink = (doc: Doc, name: string) => [...doc.querySelectorAll('a')].find((a) => a.textContent === name);

/** Both links are there, with `url` and `text` in their share addresses, and nothing that needs a script. */
function expectShareLinks(doc: Doc, url: string, text: string) {
  const whatsapp = shareLink(doc, 'Share on WhatsApp');
  const facebook = shareLink(doc, 'Share on Facebook');
  expect(whatsapp?.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`);
  expect(new URL(whatsapp!.getAttribute('href')!).searchParams.get('text')).toBe(`${text} ${url}`);
  expect(new URL(facebook!.getAttribute('href')!).searchParams.get('u')).toBe(url);
  expect(facebook?.getAttribute('href')).toMatch(
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https%3A%2F%2F/,
  );
  for (const link of [whatsapp!, facebook!]) {
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Plain links in the server's HTML: no island hydrates them, so they add no code to the page.
    expect(link.closest(`[${ISLAND_ATTRIBUTE}]`)).toBeNull();
  }
  // The page's only scripts are its own (the islands' entry) and JSON-LD data: nothing from another site.
  for (const script of doc.querySelectorAll('script')) {
    const src = script.getAttribute('src');
    if (src === null) expect(script.getAttribute('type')).toBe('application/ld+json');
    else expect(src).toMatch(/^\/(?!\/)/);
  }
}

describe('share links', () => {
  it("are on an article's page, with its absolute address and its title, encoded", async () => {
    const article = await create('news', {
      title: 'Fish & Chips? 100% Fun #U14',
      excerpt: 'A night out.',
      content: 'Words.',
      publishDate: '2025-01-01',
    });
    const doc = await page(`/news/${article.slug}`);
    expectShareLinks(doc, `${SITE}/news/${article.slug}`, 'Fish & Chips? 100% Fun #U14');
  });

  it("are on /fixtures, and name the team's view when one is chosen", async () => {
    expectShareLinks(await page('/fixtures'), `${SITE}/fixtures`, 'Fixtures and results: Port Moresby Basketball Club');
    const team = await create('teams', { ...JSON_ENTITIES.teams.body, name: 'U14 Girls' });
    expectShareLinks(
      await page(`/fixtures?team=${team.id}`),
      `${SITE}/fixtures?team=${team.id}`,
      'U14 Girls fixtures: Port Moresby Basketball Club',
    );
  });

  it('are not on a preview of an article nobody else can open yet, but are on a public one previewed', async () => {
    const draft = await create('news', {
      title: 'Not Yet',
      excerpt: 'Soon.',
      content: 'Words.',
      publishDate: '2025-01-01',
      status: 'draft',
    });
    const preview = await page(`/news/${draft.slug}?preview`, { cookie });
    expect(preview.body.textContent).toContain('Preview — not public yet.');
    expect(shareLink(preview, 'Share on WhatsApp')).toBeUndefined();
    expect(shareLink(preview, 'Share on Facebook')).toBeUndefined();

    const published = await create('news', {
      title: 'Out Now',
      excerpt: 'E.',
      content: 'W.',
      publishDate: '2025-01-01',
    });
    expectShareLinks(await page(`/news/${published.slug}?preview`, { cookie }), `${SITE}/news/out-now`, 'Out Now');
  });
});
