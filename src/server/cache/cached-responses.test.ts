// Pages and public lists through the real app and database: served from memory, precompressed, revalidated.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES } from '../../../tests/fixtures/content';
import { teams } from '../../shared/schema';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const adminPost = async (path: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/${path}`, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('cached pages and lists', () => {
  it('serves the second request from memory: a change made behind the API shows only after a staff write', async () => {
    const team = await adminPost('teams', { ...JSON_ENTITIES.teams.body, name: 'Hornets U16' });
    for (const url of ['/', '/api/teams']) expect((await get(url)).body).toContain('Hornets U16');
    // Straight into the database, as no request ever would: the cache cannot know.
    await t.database.db.update(teams).set({ name: 'Eagles U16' }).where(eq(teams.id, team.id));
    for (const url of ['/', '/api/teams']) {
      const body = (await get(url)).body;
      expect(body).toContain('Hornets U16');
      expect(body).not.toContain('Eagles U16');
    }
    // A write that may change other lists only (ADR 036) reads the teams from memory still, on pages and the API.
    await adminPost('about', JSON_ENTITIES.about.body);
    for (const url of ['/', '/api/teams']) expect((await get(url)).body).not.toContain('Eagles U16');
    await adminPost('teams', { ...JSON_ENTITIES.teams.body, name: 'Owls U12' });
    for (const url of ['/', '/api/teams']) expect((await get(url)).body).toContain('Eagles U16');
  });

  it.each([
    '/',
    '/profiles',
    '/news',
    '/sitemap.xml',
    '/robots.txt',
    '/auth',
    '/admin/teams',
    '/api/teams',
    '/api/settings',
  ])('%s has a strong ETag, and If-None-Match answers 304 with no body', async (url) => {
    const first = await get(url, { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('serves brotli or gzip as the browser accepts, each decompressing to the same bytes', async () => {
    await adminPost('news', JSON_ENTITIES.news.body); // a list long enough to be worth compressing
    for (const url of ['/', '/api/news']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      for (const res of [br, gzip]) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      // Compressed once only: decoding once gives back the page.
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    }
  });

  it('keeps the page headers', async () => {
    const res = await get('/gallery', { 'accept-encoding': 'br' });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await get('/api/teams')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('is not grown by query strings or unknown paths, which still get their page', async () => {
    await get('/');
    const size = t.app.responseCache.size;
    for (let i = 0; i < 20; i++) {
      expect((await get(`/?utm=${i}`)).statusCode).toBe(200);
      expect((await get(`/api/teams?x=${i}`)).statusCode).toBe(200);
      const missing = await get(`/no-such-page-${i}`, { 'accept-encoding': 'br' });
      expect(missing.statusCode).toBe(404);
      expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('404 Page Not Found');
      expect((await get(`/admin/made-up-${i}`)).statusCode).toBe(200);
    }
    expect(t.app.responseCache.size).toBe(size);
  });

  it('stores pages that do not depend on the query string of the request that rendered them', async () => {
    // Pages are keyed by path alone; a page showing its query string would hand one visitor's to everyone.
    t.app.responseCache.clear();
    for (const path of ['/', '/gallery', '/sponsors', '/merchandise', '/profiles', '/news', '/auth', '/admin']) {
      expect((await get(`${path}?setup=zqxj&category=zqxj`)).body).not.toContain('zqxj');
      expect((await get(path)).body).not.toContain('zqxj');
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
  });

  it('compresses the other JSON answers too, such as the admin lists', async () => {
    const enquiry = { firstName: 'Ana', lastName: 'Kei', email: 'ana@example.com', ageGroup: 'u14' };
    for (let i = 0; i < 8; i++) {
      const payload = { ...enquiry, message: `Could my daughter try out for the team? (${i})` };
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    const plain = await t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/admin/inquiries', headers: { cookie, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});
