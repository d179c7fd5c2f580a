// The service worker's rules (ADR 050): what it answers and keeps, what goes out first, and how a saved page and
// the offline page read.
import { describe, expect, it } from 'vitest';
import {
  evictions,
  handling,
  LIMITS,
  mayKeep,
  pagesOpenAtStart,
  pageTitle,
  type RequestFacts,
  SAVED_LIST_MARK,
  type SavedEntry,
  savedOn,
  unusedSiteFiles,
  withBanner,
  withSavedList,
} from './offline-rules';

const origin = 'https://club.example';
const at = (path: string) => `${origin}${path}`;
const page = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: at(path),
  mode: 'navigate',
  destination: 'document',
  referrer: '',
  ...more,
});
const file = (path: string, destination: string, referrer = at('/')): RequestFacts =>
  page(path, { mode: 'no-cors', destination, referrer });

describe('what the worker answers', () => {
  it('answers public pages network first and the files they load cache first', () => {
    for (const path of ['/', '/fixtures', '/fixtures?team=u14', '/news/a-win', '/offline']) {
      expect(handling(page(path), origin)).toBe('page');
    }
    expect(handling(file('/uploads/abc.webp', 'image'), origin)).toBe('file');
    expect(handling(file('/assets/site-1a2b.css', 'style'), origin)).toBe('file');
    expect(handling(file('/assets/boot-1a2b.js', 'script'), origin)).toBe('file');
    // A font asked for by the stylesheet: its referrer is the stylesheet.
    expect(handling(file('/assets/oswald-1a2b.woff2', 'font', at('/assets/site-1a2b.css')), origin)).toBe('file');
  });

  it("never answers the portal, sign-in, the API, a family's link, form submissions or other sites", () => {
    for (const path of [
      '/admin',
      '/admin/fixtures',
      '/auth',
      '/auth?next=x',
      '/api/events',
      '/api/admin/events',
      '/family/a-family-token',
    ]) {
      expect(handling(page(path), origin)).toBeNull();
    }
    expect(handling(page('/api/events', { mode: 'cors', destination: '' }), origin)).toBeNull();
    expect(handling(page('/contact', { method: 'POST' }), origin)).toBeNull();
    expect(handling(page('/', { url: 'https://elsewhere.example/' }), origin)).toBeNull();
    // What a portal page loads is the portal's, even a picture or a site file.
    expect(handling(file('/assets/portal-1a2b.js', 'script', at('/admin/fixtures')), origin)).toBeNull();
    expect(handling(file('/uploads/hidden.webp', 'image', at('/admin')), origin)).toBeNull();
    // A fetch() of a public page's island (no destination) is not a page nor a file.
    expect(handling(file('/manifest.webmanifest', 'manifest'), origin)).toBeNull();
  });

  it("keeps nothing of a family's page: neither the page, its form posts, nor what it loads, nor it when open at start", () => {
    const familyPage = at('/family/a-family-token');
    expect(handling(page('/family/a-family-token'), origin)).toBeNull();
    expect(handling(page('/family/a-family-token/availability', { method: 'POST' }), origin)).toBeNull();
    expect(handling(page('/api/family/a-family-token', { mode: 'cors', destination: '' }), origin)).toBeNull();
    expect(handling(file('/uploads/kila.webp', 'image', familyPage), origin)).toBeNull();
    expect(handling(file('/assets/site-1a2b.css', 'style', familyPage), origin)).toBeNull();
    expect(pagesOpenAtStart([`${familyPage}#e-1`, at('/fixtures')], origin, new Set())).toEqual([at('/fixtures')]);
  });

  it('keeps complete answers nobody marked private', () => {
    const headers = (cacheControl?: string) => new Headers(cacheControl ? { 'cache-control': cacheControl } : {});
    expect(mayKeep(200, headers('no-cache'))).toBe(true);
    expect(mayKeep(200, headers('public, max-age=31536000, immutable'))).toBe(true);
    expect(mayKeep(200, headers())).toBe(true);
    // A staff preview, an answer that set a cookie (security-headers.ts), a hidden photo.
    expect(mayKeep(200, headers('private, no-store'))).toBe(false);
    expect(mayKeep(200, headers('no-store'))).toBe(false);
    expect(mayKeep(200, headers('Private'))).toBe(false);
    // The 404 page, a redirect, a server error.
    expect(mayKeep(404, headers('no-cache'))).toBe(false);
    expect(mayKeep(0, headers())).toBe(false);
    expect(mayKeep(503, headers())).toBe(false);
  });
});

describe('what goes out first', () => {
  const entry = (path: string, kind: 'page' | 'file', savedAt: number, size = 1000): SavedEntry => ({
    url: at(path),
    kind,
    savedAt,
    size,
  });

  it('keeps at most 50 pages, the oldest out first', () => {
    const pages = Array.from({ length: 52 }, (_, i) => entry(`/news/${i}`, 'page', 1000 + ((i * 7) % 52)));
    const out = evictions(pages);
    expect(out).toHaveLength(2);
    const oldest = [...pages].sort((a, b) => a.savedAt - b.savedAt).slice(0, 2);
    expect(out.sort()).toEqual(oldest.map((e) => e.url).sort());
    expect(evictions(pages.slice(0, LIMITS.pages))).toEqual([]);
  });

  it('keeps at most 20 MB, pages and pictures alike, oldest first; site files last', () => {
    const mb = 1024 * 1024;
    const entries = [
      entry('/assets/site-1.css', 'file', 1, 50_000),
      entry('/uploads/a.webp', 'file', 2, 8 * mb),
      entry('/news/a', 'page', 3, 40_000),
      entry('/uploads/b.webp', 'file', 4, 8 * mb),
      entry('/uploads/c.webp', 'file', 5, 6 * mb),
    ];
    expect(evictions(entries)).toEqual([at('/uploads/a.webp')]);
    expect(evictions(entries, { pages: 50, bytes: 7 * mb })).toEqual([
      at('/uploads/a.webp'),
      at('/news/a'),
      at('/uploads/b.webp'),
    ]);
    // Nothing but site files left over the limit: those go too, the oldest first.
    expect(evictions(entries, { pages: 50, bytes: 10_000 })).toContain(at('/assets/site-1.css'));
  });

  it('counts the pages over the count before the bytes', () => {
    const entries = [entry('/a', 'page', 1, 100), entry('/b', 'page', 2, 100), entry('/c.webp', 'file', 3, 150)];
    expect(evictions(entries, { pages: 1, bytes: 250 })).toEqual([at('/a')]);
    expect(evictions(entries, { pages: 1, bytes: 200 })).toEqual([at('/a'), at('/b')]);
  });

  it("drops an older version's site files that no saved page or stylesheet names", () => {
    const files = [
      at('/assets/site-old.css'),
      at('/assets/site-new.css'),
      at('/assets/oswald-1.woff2'),
      at('/assets/navbar-9.js'),
    ];
    const texts = [
      '<link rel="stylesheet" href="/assets/site-new.css"><script src="/assets/boot-1.js" data-modules="islands-1.js navbar-9.js">',
      '@font-face{src:url(/assets/oswald-1.woff2)}',
    ];
    expect(unusedSiteFiles(files, texts)).toEqual([at('/assets/site-old.css')]);
  });
});

describe('a saved page without a connection', () => {
  // 18:30 on Saturday 28 November 2026 in Port Moresby (UTC+10).
  const savedAt = Date.parse('2026-11-28T08:30:00Z');

  it("says when it was saved, in the club's zone and words", () => {
    expect(savedOn(savedAt, 'Pacific/Port_Moresby')).toBe('on Sat 28 Nov 2026 at 6:30 pm');
    expect(savedOn(Date.parse('2026-11-28T14:05:00Z'), 'Pacific/Port_Moresby')).toBe('on Sun 29 Nov 2026 at 12:05 am');
    expect(savedOn(Date.parse('2026-11-28T02:00:00Z'), 'Pacific/Port_Moresby')).toBe('on Sat 28 Nov 2026 at 12:00 pm');
    expect(savedOn(savedAt, 'UTC')).toBe('on Sat 28 Nov 2026 at 8:30 am');
  });

  it('keeps the banner in view just below the fixed navigation bar, over the page, under its menu', () => {
    const banner = /<p role="status" style="([^"]*)"/.exec(withBanner('<body></body>', savedAt, 'UTC'))![1]!;
    expect(banner).toContain('position:sticky;top:4rem;z-index:39;');
  });

  it('shows the banner first thing in the page', () => {
    const html =
      '<!doctype html><html><head><title>Fixtures</title></head><body class="x"><div id="root">…</div></body></html>';
    const shown = withBanner(html, savedAt, 'Pacific/Port_Moresby');
    expect(shown).toMatch(
      /<body class="x"><p role="status"[^>]*>You are offline\. This page was saved on Sat 28 Nov 2026 at 6:30 pm\.<\/p><div id="root">/,
    );
    expect(shown.replace(/<p role="status".*?<\/p>/, '')).toBe(html);
  });
});

describe('the pages open when the worker takes over', () => {
  it('keeps each public page as opened (with its filter, without its #part), once', () => {
    const open = [at('/fixtures?team=u14'), at('/news/a-win#follow'), at('/news/a-win'), at('/')];
    expect(pagesOpenAtStart(open, origin, new Set())).toEqual([at('/fixtures?team=u14'), at('/news/a-win'), at('/')]);
  });

  it('leaves the portal, other sites and pages already kept', () => {
    const open = [at('/admin/news'), at('/auth'), 'https://elsewhere.example/fixtures', at('/fixtures'), at('/news')];
    expect(pagesOpenAtStart(open, origin, new Set([at('/news')]))).toEqual([at('/fixtures')]);
  });
});

describe('the offline page', () => {
  it("names a saved page by its title without the club's name", () => {
    expect(pageTitle('<head><title>Fixtures | Port Moresby Basketball Club</title></head>')).toBe('Fixtures');
    expect(pageTitle('<title>Win &amp; loss: U14 &lt;3 | Club</title>')).toBe('Win & loss: U14 <3');
    expect(pageTitle('<p>no title</p>')).toBe('');
  });

  it('lists the saved pages, newest first, with safe links and titles', () => {
    const shell = `<ul>${SAVED_LIST_MARK}</ul>`;
    const html = withSavedList(shell, [
      { url: at('/news/old'), title: 'Old <news>', savedAt: 1 },
      { url: at('/fixtures?team=u14'), title: 'Fixtures', savedAt: 3 },
      { url: at('/gallery'), title: '', savedAt: 2 },
    ]);
    expect(html).toBe(
      '<ul><li><a href="/fixtures?team=u14">Fixtures</a></li><li><a href="/gallery">/gallery</a></li>' +
        '<li><a href="/news/old">Old &lt;news&gt;</a></li></ul>',
    );
    expect(withSavedList(shell, [])).toBe('<ul></ul>');
  });
});
