// Every kind of response carries the security headers: pages their own policy, everything else a closed one.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../tests/fixtures/images';
import { multipart } from '../../tests/fixtures/multipart';
import { CONTENT_SECURITY_POLICY } from './render';
import { NON_PAGE_CONTENT_SECURITY_POLICY } from './security-headers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
let imageUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  const form = await multipart({ image: { data: await makePng(300, 200), filename: 'a.png', type: 'image/png' } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
  imageUrl = res.json().imageUrl;
});
afterAll(() => t.close());

async function headersOf(options: InjectOptions, status: number) {
  const res = await t.app.inject(options);
  expect(res.statusCode, `${options.method ?? 'GET'} ${options.url}`).toBe(status);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  return res.headers;
}

const etagOf = async (url: string) => (await t.app.inject(url)).headers.etag as string;

describe('security headers', () => {
  it.each<[string, InjectOptions, number]>([
    ['API JSON', { url: '/healthz' }, 200],
    ['a cached list', { url: '/api/teams', headers: { 'accept-encoding': 'br' } }, 200],
    ['a HEAD request', { method: 'HEAD', url: '/api/settings' }, 200],
    ['a validation error', { method: 'POST', url: '/api/contact', payload: {} }, 400],
    ['a JSON body of the wrong type', { method: 'POST', url: '/api/login', payload: 'x', headers: {} }, 415],
    ['not signed in', { url: '/api/user' }, 401],
    [
      'a cross-site write refused before routing',
      { method: 'POST', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } },
      403,
    ],
    ['an unknown API path', { url: '/api/nothing-here' }, 404],
    ['a malformed URL', { url: '/api/%' }, 400],
    ['a missing upload', { url: '/uploads/missing.webp' }, 404],
  ])('%s gets the closed policy', async (_kind, options, status) => {
    const headers = await headersOf(options, status);
    expect(headers['content-security-policy']).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
  });

  it('an uploaded image, and its 304, get the closed policy', async () => {
    const headers = await headersOf({ url: imageUrl }, 200);
    expect(headers['content-security-policy']).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
    await headersOf({ url: imageUrl, headers: { 'if-none-match': headers.etag as string } }, 304);
  });

  it('a 304 from the response cache gets the closed policy', async () => {
    const etag = await etagOf('/api/news');
    expect(
      (await headersOf({ url: '/api/news', headers: { 'if-none-match': etag } }, 304))['content-security-policy'],
    ).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
  });

  it.each<[string, string, number]>([
    ['a page', '/', 200],
    ['the 404 page', '/no-such-page', 404],
    ['a portal page', '/admin', 200],
  ])('%s gets the page policy', async (_kind, url, status) => {
    expect((await headersOf({ url }, status))['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it("a page's 304 keeps the page policy", async () => {
    const etag = await etagOf('/');
    const headers = await headersOf({ url: '/', headers: { 'if-none-match': etag } }, 304);
    expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });
});
