// Every admin call of docs/product.md "API calls" needs a staff session, and names rows by uuid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENTITIES, JSON_ENTITIES, sendForm } from '../../../tests/fixtures/content';
import { multipart } from '../../../tests/fixtures/multipart';
import { CONTENT_ENTITIES } from '../entities/content-catalogue';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const UNKNOWN_ID = '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ADMIN_CALLS: [Method, string][] = [
  ...CONTENT_ENTITIES.flatMap(({ path }): [Method, string][] => [
    ['POST', `/api/admin/${path}`],
    ['PUT', `/api/admin/${path}/${UNKNOWN_ID}`],
    ['DELETE', `/api/admin/${path}/${UNKNOWN_ID}`],
    ['POST', `/api/admin/${path}/${UNKNOWN_ID}/restore`],
  ]),
  ['POST', '/api/admin/upload'],
  ['GET', '/api/admin/inquiries'],
  ['PUT', `/api/admin/settings/${UNKNOWN_ID}`],
  ['GET', '/api/admin/staff'],
  ['POST', '/api/admin/staff'],
  ['PUT', '/api/admin/staff/me/password'],
  ['DELETE', '/api/admin/staff/1'],
  ['POST', '/api/admin/staff/1/restore'],
  ['POST', `/api/admin/inquiries/${UNKNOWN_ID}/restore`],
];

describe('without a staff session', () => {
  it('covers every admin path of docs/product.md "API calls"', () => {
    expect(CONTENT_ENTITIES.map((c) => c.path).sort()).toEqual(
      [...Object.keys(JSON_ENTITIES), ...Object.keys(FORM_ENTITIES), 'gallery', 'events'].sort(),
    );
  });

  it.each(ADMIN_CALLS)('%s %s answers 401', async (method, url) => {
    for (const headers of [{}, { cookie: 'sid=not-a-session' }]) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed in' });
    }
  });

  it('answers 401 to a form too, and stores nothing', async () => {
    const { fields, file } = FORM_ENTITIES.sponsors;
    const form = await multipart({ ...fields, [file]: { data: Buffer.alloc(10), filename: 'a.png' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/sponsors', ...form });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/sponsors' })).json()).toEqual([]);
  });
});

describe('unknown ids', () => {
  it.each(CONTENT_ENTITIES.map((c) => [c.path, c.label] as const))(
    '%s: update and delete answer 404',
    async (path, label) => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '1', "1' or '1'='1"]) {
        const url = `/api/admin/${path}/${encodeURIComponent(id)}`;
        const update =
          path in FORM_ENTITIES
            ? await sendForm(t.app, cookie, 'PUT', url, FORM_ENTITIES[path as keyof typeof FORM_ENTITIES].fields)
            : await t.app.inject({
                method: 'PUT',
                url,
                headers: { cookie },
                payload: JSON_ENTITIES[path as keyof typeof JSON_ENTITIES]?.body ?? {},
              });
        expect(update.statusCode, `PUT ${id}`).toBe(404);
        expect(update.json()).toEqual({ message: `${label} not found` });
        const remove = await t.app.inject({ method: 'DELETE', url, headers: { cookie } });
        expect(remove.statusCode, `DELETE ${id}`).toBe(404);
        expect(remove.json()).toEqual({ message: `${label} not found` });
      }
    },
  );
});

describe('the body must be the kind the route reads', () => {
  it('answers 415 to a form sent to a JSON route', async () => {
    const form = await multipart({ name: 'U16', ageGroup: 'U16', description: 'd', color: 'red' });
    for (const [method, url] of [
      ['POST', '/api/admin/teams'],
      ['POST', '/api/admin/news'],
      ['POST', '/api/admin/gallery'],
      ['POST', '/api/admin/about'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie, ...form.headers }, payload: form.payload });
      expect(res.statusCode, url).toBe(415);
      expect(res.json()).toEqual({ message: 'Send this request as application/json' });
    }
  });

  it('answers 415 to JSON or text sent to a form route', async () => {
    for (const path of Object.keys(FORM_ENTITIES)) {
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/admin/${path}`,
        headers: { cookie },
        payload: { name: 'x' },
      });
      expect(json.statusCode, path).toBe(415);
      expect(json.json()).toEqual({ message: 'Send this form as multipart/form-data' });
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(text.statusCode).toBe(415);
  });
});
