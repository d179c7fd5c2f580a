// The gallery and merchandise filters as plain links: the server renders the filtered page for `?category=` and
// `?collection=`, keeps one page per known value, and renders an unknown value like "all" without keeping it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages } from '../../shared/schema';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(galleryImages).values([
    { title: 'Cone Drills', category: 'Training', imageUrl: '/stock/hero.webp' },
    { title: 'Final Whistle', category: 'Games', imageUrl: '/stock/hero.webp' },
    { title: 'Sprint Work', category: 'Training', imageUrl: '/stock/hero.webp' },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

/** Card headings of a page, in order (the cards' headings share their classes; the page's others do not). */
const cardTitles = (html: string) =>
  [...html.matchAll(/<h2 class="mt-1 font-display text-xl[^"]*">(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1]);

/** The filter link marked as the current one. */
const currentFilter = (html: string) => /<a[^>]*aria-current="true"[^>]*>([^<]+)<\/a>/.exec(html)?.[1];

describe('the gallery filter', () => {
  it('links every category to its filtered page', async () => {
    const html = (await get('/gallery')).body;
    expect(html).toContain('href="/gallery?category=Training"');
    expect(html).toContain('href="/gallery?category=Games"');
    expect(currentFilter(html)).toBe('All Categories');
  });

  it('renders the chosen category alone, marked as chosen, with the island told so', async () => {
    const res = await get('/gallery?category=Training');
    expect(res.statusCode).toBe(200);
    expect(cardTitles(res.body)).toEqual(['Cone Drills', 'Sprint Work']);
    expect(currentFilter(res.body)).toBe('Training');
    expect(res.body).toContain('&quot;category&quot;:&quot;Training&quot;');
  });

  it('renders an unknown category like all, never an error, and keeps nothing for it', async () => {
    await get('/gallery');
    const size = t.app.responseCache.size;
    for (const value of ['training', 'Nope', '', '%00', 'a'.repeat(5000)]) {
      const res = await get(`/gallery?category=${encodeURIComponent(value)}`);
      expect(res.statusCode).toBe(200);
      expect(cardTitles(res.body)).toHaveLength(3);
      expect(currentFilter(res.body)).toBe('All Categories');
    }
    expect(t.app.responseCache.size).toBe(size);
  });

  it('links each card to its picture', async () => {
    const html = (await get('/gallery')).body;
    expect(html).toMatch(/<a href="\/stock\/hero.webp"[^>]*aria-haspopup="dialog"[^>]*>Cone Drills<\/a>/);
  });
});

describe('the merchandise filter', () => {
  it('renders the chosen collection alone (the example products on an empty site)', async () => {
    const res = await get('/merchandise?collection=Kids');
    expect(res.statusCode).toBe(200);
    expect(currentFilter(res.body)).toBe('Kids');
    const all = cardTitles((await get('/merchandise')).body);
    const kids = cardTitles(res.body);
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.length).toBeLessThan(all.length);
    expect(res.body).not.toMatch(/uppercase tracking-wider text-club-red">(Jerseys|Training|Lifestyle|Accessories)</);
  });

  it('renders a name that is not a collection like all', async () => {
    const res = await get('/merchandise?collection=Shoes');
    expect(res.statusCode).toBe(200);
    expect(currentFilter(res.body)).toBe('All');
  });

  it('makes Contact to Order a mail link to the club naming the item', async () => {
    const html = (await get('/merchandise')).body;
    const link = /<a href="(mailto:[^"]+)"[^>]*aria-haspopup="dialog"[^>]*>Contact to Order<\/a>/.exec(html);
    expect(link).not.toBeNull();
    const url = new URL(link![1]!.replace(/&amp;/g, '&'));
    expect(url.pathname).toContain('@');
    expect(url.searchParams.get('subject')).toMatch(/^Order enquiry: /);
  });
});

describe('the page cache with filters', () => {
  it('keeps one page per known filter value, whatever else the query string holds', async () => {
    t.app.responseCache.clear();
    await get('/gallery');
    await get('/gallery?category=Training');
    const size = t.app.responseCache.size;
    expect(size).toBe(2);
    for (let i = 0; i < 10; i++) {
      expect(cardTitles((await get(`/gallery?category=Training&utm_source=${i}`)).body)).toHaveLength(2);
      expect(cardTitles((await get(`/gallery?fbclid=${i}`)).body)).toHaveLength(3);
    }
    expect(t.app.responseCache.size).toBe(size);
  });
});
