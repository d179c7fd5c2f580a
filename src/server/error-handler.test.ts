// Nothing a client sends may produce a 500: every refusal is a 4xx with a JSON message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, pngFile } from '../../tests/fixtures/content';
import { multipart } from '../../tests/fixtures/multipart';
import { signedInTestApp, type TestApp } from './test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const { body: team } = JSON_ENTITIES.teams;
const postRaw = (url: string, contentType: string, payload: string | Buffer) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': contentType }, payload });

function expectClientError(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
}

describe('JSON bodies', () => {
  it('answers 400 to malformed JSON, an empty body, or JSON that is not an object', async () => {
    expectClientError(await postRaw('/api/admin/teams', 'application/json', '{"name": "U16",'), 400);
    expectClientError(await postRaw('/api/admin/teams', 'application/json', ''), 400);
    for (const payload of ['[]', '"team"', 'null', '42']) {
      expectClientError(await postRaw('/api/admin/teams', 'application/json', payload), 400);
    }
  });

  it('answers 400 to prototype pollution and to absurdly deep nesting', async () => {
    expectClientError(await postRaw('/api/admin/teams', 'application/json', '{"__proto__": {"admin": true}}'), 400);
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expectClientError(await postRaw('/api/admin/teams', 'application/json', `{"features": ${deep}}`), 400);
  });

  it('answers 413 to a body over 1 MB', async () => {
    const res = await postRaw(
      '/api/admin/teams',
      'application/json',
      JSON.stringify({ ...team, description: 'x'.repeat(1_100_000) }),
    );
    expectClientError(res, 413);
  });

  it('answers 400 to text the database cannot store (a NUL character) and to numbers it cannot hold', async () => {
    const nul = await postRaw('/api/admin/teams', 'application/json', JSON.stringify({ ...team, name: 'U16\u0000' }));
    expectClientError(nul, 400);
    const about = { ...JSON_ENTITIES.about.body, order: 3_000_000_000 };
    expectClientError(await postRaw('/api/admin/about', 'application/json', JSON.stringify(about)), 400);
  });

  it('answers 400 to a far-off date instead of failing in the database', async () => {
    for (const publishDate of ['+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00.000Z']) {
      const news = { ...JSON_ENTITIES.news.body, publishDate };
      expectClientError(await postRaw('/api/admin/news', 'application/json', JSON.stringify(news)), 400);
    }
  });

  it('answers 415 to a body type nobody reads', async () => {
    expectClientError(await postRaw('/api/admin/teams', 'application/xml', '<team/>'), 415);
    expectClientError(await postRaw('/api/contact', 'application/x-www-form-urlencoded', 'firstName=A'), 415);
  });
});

describe('multipart bodies', () => {
  const url = '/api/admin/club-management';
  const fields = { name: 'Mary', role: 'President' };

  it('answers 400 to a body that is not well-formed multipart', async () => {
    expectClientError(await postRaw(url, 'multipart/form-data; boundary=xyz', 'garbage without parts'), 400);
    expectClientError(await postRaw(url, 'multipart/form-data', '--xyz\r\n\r\n'), 400);
    const form = await multipart({ ...fields, photo: await pngFile() });
    const cut = form.payload.subarray(0, form.payload.length - 200);
    expectClientError(await postRaw(url, form.headers['content-type'], cut), 400);
  });

  it('answers 413 to too many fields, too many parts, or a field over 64 KB', async () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x']));
    expectClientError(await postRaw(url, ...(await body({ ...fields, ...many }))), 413);
    expectClientError(await postRaw(url, ...(await body({ ...fields, description: 'x'.repeat(70_000) }))), 413);
  });

  it('answers 400 to a file in a field the route does not read, and to a field named __proto__', async () => {
    expectClientError(await postRaw(url, ...(await body({ ...fields, logo: await pngFile() }))), 400);
    const res = await postRaw(url, ...(await body({ ...fields, __proto__: 'x', constructor: 'y' })));
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('paths', () => {
  it('answers unknown /api paths with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().message).toMatch(new RegExp(`^No such path: ${method} /api/no-such-thing`));
    }
    expect((await t.app.inject({ url: '/api/admin/teams/extra/segments' })).statusCode).toBe(404);
  });

  it('answers a wrong method on a known path with 404 JSON, not the page', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/teams' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

async function body(fields: Parameters<typeof multipart>[0]): Promise<[string, Buffer]> {
  const form = await multipart(fields);
  return [form.headers['content-type'], form.payload];
}
