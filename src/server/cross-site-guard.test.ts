// Changes must come from the site's own pages: PUBLIC_URL's origin, or the origin the request was addressed to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES } from '../../tests/fixtures/content';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://club.example/' });
  cookie = await t.signIn();
});
afterAll(() => t.close());

const enquiry = { firstName: 'Ana', lastName: 'Kei', email: 'ana@example.com', message: 'My son would like to join.' };
// app.inject addresses requests to http://localhost:80; each comes from its own address, clear of the enquiry rate limit.
let sender = 0;
const post = (headers: Record<string, string>, url = '/api/contact', payload: object = enquiry) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: `10.0.0.${++sender}` });
const REFUSED = { message: 'Cross-site request refused' };

describe('cross-site guard', () => {
  it('refuses a request the browser marks cross-site', async () => {
    const res = await post({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
  });

  it('refuses an Origin that is not the site', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://club.example',
      'https://club.example:8443',
      'https://club.example.evil.example',
      'not a url',
    ]) {
      const res = await post({ origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it("accepts the site's own pages: PUBLIC_URL, the addressed host, same-origin fetches, and no browser at all", async () => {
    const ownPages: Record<string, string>[] = [
      { origin: 'https://club.example' },
      { origin: 'http://localhost' },
      { origin: 'http://localhost:80' },
      { 'sec-fetch-site': 'same-origin', origin: 'https://club.example' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const headers of ownPages) {
      expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('guards admin changes of every method, before the session counts', async () => {
    const created = await post({ cookie }, '/api/admin/about', JSON_ENTITIES.about.body);
    expect(created.statusCode).toBe(201);
    const url = `/api/admin/about/${created.json().id}`;
    const cross = { cookie, origin: 'https://evil.example' };
    expect((await post(cross, '/api/admin/about', JSON_ENTITIES.about.body)).statusCode).toBe(403);
    const put = await t.app.inject({ method: 'PUT', url, headers: cross, payload: JSON_ENTITIES.about.body });
    expect(put.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: cross })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/about' })).json()).toHaveLength(1);
  });

  it('lets anyone read', async () => {
    const res = await t.app.inject({
      url: '/api/about',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
