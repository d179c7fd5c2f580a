// Ordering by hand (ADR 026): PUT /api/admin/{path}/order for every ordered entity, and new items at the end.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENTITIES, JSON_ENTITIES, listRows, pngFile, type Row, sendForm } from '../../../tests/fixtures/content';
import { ENTITIES } from '../../shared/entities';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const ORDERED = Object.values(ENTITIES)
  .filter((def) => def.ordering === 'order')
  .map((def) => def.path);

/** Creates an item of an ordered entity named `name`, with the given order or none. */
async function create(path: string, name: string, order?: string): Promise<Row> {
  const json = JSON_ENTITIES[path as keyof typeof JSON_ENTITIES];
  const res = json
    ? await t.app.inject({
        method: 'POST',
        url: `/api/admin/${path}`,
        headers: { cookie },
        payload: {
          ...json.body,
          order: undefined,
          ...('title' in json.body ? { title: name } : {}),
          ...orderOf(order),
        },
      })
    : await sendForm(t.app, cookie, 'POST', `/api/admin/${path}`, {
        ...withoutOrder(FORM_ENTITIES[path as keyof typeof FORM_ENTITIES].fields),
        name,
        ...orderOf(order),
        [FORM_ENTITIES[path as keyof typeof FORM_ENTITIES].file]: await pngFile(),
      });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const orderOf = (order?: string) => (order === undefined ? {} : { order });
const withoutOrder = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'order'));

const nameOf = (row: Row) => (row.title ?? row.name) as string;
const names = async (path: string) => (await listRows(t.app, path)).map(nameOf);

const putOrder = (path: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/${path}/order`, headers, payload: payload as object });

it('covers the six lists staff order by hand (ADR 026)', () => {
  expect(ORDERED.sort()).toEqual(['about', 'club-management', 'international', 'merchandise', 'pathway', 'sponsors']);
});

describe.each(ORDERED)('%s', (path) => {
  it('puts new items at the end, reorders the whole list as 0..n-1, and shows it on the next read', async () => {
    const a = await create(path, 'A');
    const b = await create(path, 'B', '');
    const c = await create(path, 'C');
    expect([a.order, b.order, c.order]).toEqual([0, 1, 2]);
    // Read once, so the public list is in the response cache: the reorder must clear it.
    expect(await names(path)).toEqual(['A', 'B', 'C']);

    const res = await putOrder(path, { ids: [c.id, a.id, b.id] });
    expect(res.statusCode, res.body).toBe(204);
    expect(await names(path)).toEqual(['C', 'A', 'B']);
    expect((await listRows(t.app, path)).map((row) => row.order)).toEqual([0, 1, 2]);

    // After a reorder, a new item still goes last, and an edit that sends no order keeps the item's place.
    expect((await create(path, 'D')).order).toBe(3);
    expect(await names(path)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('refuses a list that is not exactly the items (400, a clear message), changing nothing', async () => {
    const before = await listRows(t.app, path);
    const ids = before.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(1);
    const cases: [unknown, RegExp][] = [
      [{ ids: ids.slice(1) }, /^The new order leaves out 1 item of the list; it has changed since it was read$/],
      [{ ids: [...ids, ids[0]] }, /^The new order names an item more than once$/],
      [{ ids: [...ids.slice(1), randomUUID()] }, /^The new order names 1 item not in the list/],
      [{ ids: [...ids.slice(1), 'not-an-id'] }, /Invalid input/],
      [{ ids: 'all of them' }, /Invalid input/],
      [{}, /Invalid input/],
      [[ids], /Invalid input/],
    ];
    for (const [payload, message] of cases) {
      const res = await putOrder(path, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await listRows(t.app, path)).toEqual(before);
  });

  it('is for staff only, from the site itself', async () => {
    const ids = (await listRows(t.app, path)).map((row) => row.id).reverse();
    expect((await putOrder(path, { ids }, {})).statusCode).toBe(401);
    const crossSite = await putOrder(path, { ids }, { cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const asText = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/${path}/order`,
      headers: { cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ ids }),
    });
    expect(asText.statusCode).toBe(415);
  });
});

describe('an edit without an order', () => {
  it('keeps the item where it is', async () => {
    const first = await create('international', 'Stays first');
    const ids = (await listRows(t.app, 'international')).map((row) => row.id).filter((id) => id !== first.id);
    expect((await putOrder('international', { ids: [first.id, ...ids] })).statusCode).toBe(204);
    const { body } = JSON_ENTITIES.international;
    const { order: _none, ...withoutOrder } = body;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/international/${first.id}`,
      headers: { cookie },
      payload: { ...withoutOrder, title: 'Stays first', description: 'Edited' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toBe(0);
    expect((await names('international'))[0]).toBe('Stays first');
  });
});

describe('lists ordered otherwise', () => {
  it.each(['teams', 'news', 'gallery', 'players', 'coaches'])('%s has no reorder call', async (path) => {
    expect((await putOrder(path, { ids: [] })).statusCode).toBe(404);
  });
});
