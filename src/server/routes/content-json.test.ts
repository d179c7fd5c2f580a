// The JSON content entities of docs/product.md "API calls": about, pathway, international, teams, news, gallery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, listRows, type Row, uploadImage } from '../../../tests/fixtures/content';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const list = (path: string) => listRows(t.app, path);
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
async function create(path: string, payload: object): Promise<Row> {
  const res = await send('POST', path, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/** The issues of a 400 answer, as `path: message` lines. */
async function issues(method: 'POST' | 'PUT', url: string, payload: object): Promise<string[]> {
  const res = await send(method, url, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe('Invalid input');
  return res.json().issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
}

// First in the file: nothing has been created yet.
describe('on an empty database', () => {
  it.each(Object.keys(JSON_ENTITIES))('%s lists nothing (200, [])', async (path) => {
    const res = await t.app.inject({ url: `/api/${path}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe.each(Object.entries(JSON_ENTITIES))('%s', (path, { body, change }) => {
  it('creates (201, the item), updates (200), lists and deletes (204)', async () => {
    const created = await create(path, body);
    expect(created).toMatchObject('publishDate' in body ? { ...body, publishDate: '2024-05-01T00:00:00.000Z' } : body);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await send('PUT', `${path}/${created.id}`, { ...body, ...change });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, ...change });
    expect((await list(path)).find((row) => row.id === created.id)).toMatchObject(change);

    const deleted = await send('DELETE', `${path}/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(path)).map((row) => row.id)).not.toContain(created.id);
    expect((await send('DELETE', `${path}/${created.id}`)).statusCode).toBe(404);
  });

  it('says which fields are required', async () => {
    const missing = await issues('POST', path, {});
    for (const field of Object.keys(body).filter((f) => f !== 'order')) {
      // A date input that gives nothing is reported like any unreadable date (docs/product.md "Validation messages").
      // Each names its own label: 'title: Title is required'.
      const said = missing.find((issue) => issue.startsWith(`${field}: `));
      // Features may be an empty list, so a missing one is only the library's 'Required'.
      const expected = { publishDate: /: Invalid date format$/, features: /: Required$/ }[field];
      expect(said).toMatch(expected ?? /: [A-Z][a-z ]+ is required$/);
    }
  });
});

describe('ordered lists: order, then creation; without an order, at the end', () => {
  it.each(['about', 'pathway', 'international'] as const)('%s', async (path) => {
    const { body } = JSON_ENTITIES[path];
    for (const [title, order] of [
      ['second', 1],
      ['first', 0],
      ['third', 1],
      ['last', undefined],
    ] as const) {
      await create(path, { ...body, title, order });
    }
    expect((await list(path)).map((row) => [row.title, row.order])).toEqual([
      ['first', 0],
      ['second', 1],
      ['third', 1],
      ['last', 2],
    ]);
  });
});

describe('about', () => {
  const { body } = JSON_ENTITIES.about;

  it('parses order as a whole number, the end of the list when empty', async () => {
    expect((await create('about', { ...body, order: '7' })).order).toBe(7);
    expect((await create('about', { ...body, order: '' })).order).toBe(8);
    expect(await issues('POST', 'about', { ...body, order: 1.5 })).toEqual(['order: Invalid input']);
    expect(await issues('POST', 'about', { ...body, order: 'first' })).toEqual(['order: Invalid input']);
  });

  it('refuses empty text and an unknown icon', async () => {
    expect(await issues('POST', 'about', { ...body, title: '', description: '   ' })).toEqual([
      'title: Title is required',
      'description: Description is required',
    ]);
    expect(await issues('POST', 'about', { ...body, icon: 'Rocket' })).toEqual(['icon: Invalid input']);
  });
});

describe('teams', () => {
  const { body } = JSON_ENTITIES.teams;

  it('lists teams in creation order', async () => {
    const names = ['Seniors', 'U10 Mixed', 'U19 Girls'];
    for (const name of names) await create('teams', { ...body, name });
    expect((await list('teams')).map((row) => row.name)).toEqual(expect.arrayContaining(names));
    expect((await list('teams')).map((row) => row.name).slice(-3)).toEqual(names);
  });

  it('takes features as a list of non-empty texts', async () => {
    expect((await create('teams', { ...body, features: [] })).features).toEqual([]);
    expect(await issues('POST', 'teams', { ...body, features: 'Weekly training, Tours' })).toEqual([
      'features: Invalid input',
    ]);
    expect(await issues('POST', 'teams', { ...body, features: ['Tours', ' '] })).toEqual([
      'features.1: String must contain at least 1 character(s)',
    ]);
  });

  it('takes an image uploaded here, and no other', async () => {
    const imageUrl = await uploadImage(t.app, cookie);
    const team = await create('teams', { ...body, imageUrl });
    expect(team.imageUrl).toBe(imageUrl);
    expect((await t.app.inject({ url: imageUrl })).statusCode).toBe(200);
    // Left out on update: a full update clears it.
    expect((await send('PUT', `teams/${team.id}`, body)).json().imageUrl).toBeNull();
    expect((await create('teams', { ...body, imageUrl: '' })).imageUrl).toBeNull();

    expect(await issues('POST', 'teams', { ...body, imageUrl: 'https://example.com/team.jpg' })).toEqual([
      'imageUrl: Upload the image first',
    ]);
    const missing = imageUrl.replace(/^\/uploads\/[0-9a-f]{8}/, '/uploads/00000000');
    expect(await issues('POST', 'teams', { ...body, imageUrl: missing })).toEqual([
      'imageUrl: That image is not on this site. Please upload it again.',
    ]);
  });
});

describe('news', () => {
  const { body } = JSON_ENTITIES.news;

  it('lists the newest publish date first', async () => {
    for (const [title, publishDate] of [
      ['March', '2024-03-01'],
      ['July', '2024-07-15'],
      ['January', '2024-01-20'],
    ]) {
      await create('news', { ...body, title, publishDate });
    }
    const titles = (await list('news')).map((row) => row.title);
    expect(titles.filter((title) => ['March', 'July', 'January'].includes(title as string))).toEqual([
      'July',
      'March',
      'January',
    ]);
  });

  it('defaults featured to false, keeps an ISO publish date, and leaves the image optional', async () => {
    const article = await create('news', { ...body, publishDate: '2024-06-01T09:30:00.000Z' });
    expect(article).toMatchObject({ featured: false, imageUrl: null, publishDate: '2024-06-01T09:30:00.000Z' });
  });

  it("refuses a date that is not one with 'Invalid date format'", async () => {
    for (const publishDate of ['not a date', '', null, 0, true]) {
      expect(await issues('POST', 'news', { ...body, publishDate })).toEqual(['publishDate: Invalid date format']);
    }
    expect(await issues('POST', 'news', { ...body, featured: 'yes' })).toEqual(['featured: Invalid input']);
  });
});

describe('image URLs in JSON bodies', () => {
  it.each([
    ['teams', JSON_ENTITIES.teams.body],
    ['news', JSON_ENTITIES.news.body],
    ['gallery', { title: 'Tip-off', category: 'Training' }],
  ] as const)('%s: refuses a URL that is not an upload stored here', async (path, body) => {
    const stored = await uploadImage(t.app, cookie);
    const notStored = stored.replace(/^\/uploads\/[0-9a-f]{8}/, '/uploads/00000000');
    for (const imageUrl of [notStored, 'https://tracker.example/pixel.gif', '/uploads/../../etc/passwd']) {
      const res = await send('POST', path, { ...body, imageUrl });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().issues[0].path).toBe('imageUrl');
    }
    expect((await send('POST', path, { ...body, imageUrl: stored })).statusCode).toBe(201);
  });
});

describe('gallery', () => {
  it('needs an uploaded image, a title and a category; the description is optional', async () => {
    const imageUrl = await uploadImage(t.app, cookie);
    const image = await create('gallery', { title: 'Tip-off', imageUrl, category: 'Action Shots', description: '' });
    expect(image).toMatchObject({ title: 'Tip-off', imageUrl, category: 'Action Shots', description: null });
    expect(await issues('POST', 'gallery', { title: 'Tip-off', category: 'Training' })).toEqual(['imageUrl: Required']);
    expect(await issues('POST', 'gallery', { title: '', imageUrl, category: '' })).toEqual([
      'title: Title is required',
      'category: Category is required',
    ]);
  });

  it('lists images in creation order', async () => {
    const imageUrl = await uploadImage(t.app, cookie);
    for (const title of ['one', 'two', 'three']) await create('gallery', { title, imageUrl, category: 'Training' });
    expect((await list('gallery')).map((row) => row.title).slice(-3)).toEqual(['one', 'two', 'three']);
  });
});
