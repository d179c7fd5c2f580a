// The multipart content entities of docs/product.md "API calls": sponsors, club management, merchandise, players,
// coaches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENTITIES, JSON_ENTITIES, listRows, pngFile, type Row, sendForm } from '../../../tests/fixtures/content';
import { FIXTURES, readFixture } from '../../../tests/fixtures/images';
import type { FormFields } from '../../../tests/fixtures/multipart';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
});
afterAll(() => t.close());

const list = (path: string) => listRows(t.app, path);
const form = (method: 'POST' | 'PUT', url: string, fields: FormFields) =>
  sendForm(t.app, cookie, method, `/api/admin/${url}`, fields);
async function create(path: string, fields: FormFields): Promise<Row> {
  const res = await form('POST', path, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function issues(method: 'POST' | 'PUT', url: string, fields: FormFields): Promise<string[]> {
  const res = await form(method, url, fields);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
}
const storedCount = async () => (await t.app.storage.list()).length;

describe.each(Object.entries(FORM_ENTITIES))('%s', (path, entity) => {
  it('creates with an image file that is then served, and lists it', async () => {
    const created = await create(path, { ...entity.fields, [entity.file]: await pngFile(800, 600) });
    const imageUrl = created[entity.column] as string;
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}-a-800\.webp$/);
    const served = await t.app.inject({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await list(path)).find((row) => row.id === created.id)).toMatchObject({ [entity.column]: imageUrl });
  });

  it('keeps the current image when an update sends no file, and replaces it when one is sent', async () => {
    const created = await create(path, { ...entity.fields, [entity.file]: await pngFile() });
    const kept = await form('PUT', `${path}/${created.id}`, { ...entity.fields, ...entity.change });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ ...entity.change, [entity.column]: created[entity.column] });
    // An empty file input (nothing chosen) is the same as no file.
    const empty = { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' };
    const stillKept = await form('PUT', `${path}/${created.id}`, { ...entity.fields, [entity.file]: empty });
    expect(stillKept.json()[entity.column]).toBe(created[entity.column]);
    const replaced = await form('PUT', `${path}/${created.id}`, { ...entity.fields, [entity.file]: await pngFile() });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()[entity.column]).toMatch(/^\/uploads\//);
    expect(replaced.json()[entity.column]).not.toBe(created[entity.column]);
  });

  it('deletes (204), then answers 404', async () => {
    const created = await create(path, { ...entity.fields, [entity.file]: await pngFile() });
    const url = `/api/admin/${path}/${created.id}`;
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await list(path)).map((row) => row.id)).not.toContain(created.id);
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie } })).statusCode).toBe(404);
  });

  it('ignores an image URL sent as text: only a file sets the image', async () => {
    const created = await create(path, {
      ...entity.fields,
      [entity.column]: '/uploads/00000000-0000-4000-8000-000000000000-320.webp',
      [entity.file]: await pngFile(),
    });
    expect(created[entity.column]).not.toContain('00000000');
  });

  it('stores nothing when a field is invalid, and refuses a file that is not an image with 415', async () => {
    const before = await storedCount();
    const blank = Object.fromEntries(Object.keys(entity.fields).map((field) => [field, '']));
    const res = await form('POST', path, { ...entity.fields, ...blank, [entity.file]: await pngFile() });
    expect(res.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
    const text = { data: readFixture(FIXTURES.notAnImage), filename: 'photo.png', type: 'image/png' };
    const notImage = await form('POST', path, { ...entity.fields, [entity.file]: text });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe('Please upload an image file');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a file in another field with 400', async () => {
    const res = await form('POST', path, { ...entity.fields, attachment: await pngFile() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`send the file as '${entity.file}'`);
  });
});

describe('ordered forms: order, then creation; without an order, at the end', () => {
  it.each(['sponsors', 'club-management', 'merchandise'] as const)('%s', async (path) => {
    const { fields, file } = FORM_ENTITIES[path];
    for (const [name, order] of [
      ['second', '2'],
      ['first', '0'],
      ['third', '2'],
      ['last', ''],
    ]) {
      await create(path, { ...fields, name, order, [file]: await pngFile() });
    }
    const names = ['first', 'last', 'second', 'third'];
    const ours = (await list(path)).filter((row) => names.includes(row.name as string));
    expect(ours.map((row) => [row.name, row.order])).toEqual([
      ['first', 0],
      ['second', 2],
      ['third', 2],
      ['last', 3],
    ]);
  });
});

describe('players and coaches are listed in creation order', () => {
  it.each(['players', 'coaches'] as const)('%s', async (path) => {
    const names = ['Kila', 'Aisi', 'Bogi'];
    for (const name of names) await create(path, { ...FORM_ENTITIES[path].fields, name });
    expect((await list(path)).map((row) => row.name).filter((name) => names.includes(name as string))).toEqual(names);
  });
});

describe('sponsors', () => {
  const { fields } = FORM_ENTITIES.sponsors;

  it('needs a logo file to be created', async () => {
    expect(await issues('POST', 'sponsors', fields)).toEqual(['logo: Please upload a logo']);
  });

  it('takes an optional web address, which must be a full http(s) one', async () => {
    const logo = await pngFile();
    expect((await create('sponsors', { ...fields, websiteUrl: '', logo })).websiteUrl).toBeNull();
    expect(await issues('POST', 'sponsors', { ...fields, websiteUrl: 'javascript:alert(1)', logo })).toEqual([
      'websiteUrl: Enter a full web address starting with https://',
    ]);
    expect(await issues('POST', 'sponsors', { ...fields, name: '', description: '', order: '1.5', logo })).toEqual([
      'name: Sponsor name is required',
      'description: Description is required',
      'order: Invalid input',
    ]);
  });
});

describe('club management and merchandise', () => {
  it('create without a file: the image stays unset', async () => {
    expect((await create('club-management', FORM_ENTITIES['club-management'].fields)).photoUrl).toBeNull();
    const item = await create('merchandise', { ...FORM_ENTITIES.merchandise.fields, description: '' });
    expect(item).toMatchObject({ imageUrl: null, description: null, price: 'PGK 85.00' });
  });

  it('say which fields are required', async () => {
    expect(await issues('POST', 'club-management', {})).toEqual(['name: Name is required', 'role: Role is required']);
    expect(await issues('POST', 'merchandise', { order: '0' })).toEqual([
      'collection: Collection is required',
      'name: Name is required',
      'price: Price is required',
    ]);
  });
});

describe('merchandise price', () => {
  const { fields } = FORM_ENTITIES.merchandise;

  it('stores a typed amount in the one form the site shows', async () => {
    for (const [typed, stored] of [
      ['K50', 'PGK 50.00'],
      ['PGK 50', 'PGK 50.00'],
      ['pgk50.5', 'PGK 50.50'],
      ['1,250', 'PGK 1250.00'],
    ]) {
      expect((await create('merchandise', { ...fields, price: typed })).price).toBe(stored);
    }
  });

  it('refuses a price that is not a number of kina, on create and on update', async () => {
    for (const typed of ['fifty', '-5', '50.123']) {
      expect(await issues('POST', 'merchandise', { ...fields, price: typed })).toEqual([
        'price: Enter the price in kina as a number, e.g. 50 or 50.00',
      ]);
    }
    expect(await issues('POST', 'merchandise', { ...fields, price: ' ' })).toEqual(['price: Price is required']);
    const item = await create('merchandise', fields);
    expect(await issues('PUT', `merchandise/${item.id}`, { ...fields, price: 'fifty' })).toEqual([
      'price: Enter the price in kina as a number, e.g. 50 or 50.00',
    ]);
    expect((await list('merchandise')).find((row) => row.id === item.id)?.price).toBe('PGK 85.00');
  });
});

describe('players and coaches', () => {
  it('need a name and a position (players) or role (coaches)', async () => {
    expect(await issues('POST', 'players', { name: '', age: '' })).toEqual([
      'name: Name is required',
      'position: Position is required',
    ]);
    expect(await issues('POST', 'coaches', { location: 'Boroko' })).toEqual([
      'name: Name is required',
      'role: Role is required',
    ]);
  });

  it.each(['players', 'coaches'] as const)('%s: age is a whole number; empty or 0 leaves it unset', async (path) => {
    // Without a date of birth the typed age is kept (with one, the age is worked out: dates-of-birth.test.ts).
    const fields = { ...FORM_ENTITIES[path].fields, dateOfBirth: undefined };
    expect((await create(path, { ...fields, age: '12' })).age).toBe(12);
    expect((await create(path, { ...fields, age: '' })).age).toBeNull();
    expect((await create(path, { ...fields, age: '0' })).age).toBeNull();
    expect((await create(path, { ...fields, age: undefined })).age).toBeNull();
    expect(await issues('POST', path, { ...fields, age: '12.5' })).toEqual(['age: Invalid input']);
    expect(await issues('POST', path, { ...fields, age: 'twelve' })).toEqual(['age: Invalid input']);
  });

  it('players: a jersey number is a whole number from 0 to 99; empty leaves it unset', async () => {
    const { fields } = FORM_ENTITIES.players;
    expect((await create('players', { ...fields, jerseyNumber: '23' })).jerseyNumber).toBe(23);
    expect((await create('players', { ...fields, jerseyNumber: '0' })).jerseyNumber).toBe(0);
    expect((await create('players', { ...fields, jerseyNumber: '' })).jerseyNumber).toBeNull();
    for (const bad of ['100', '-1', '7.5', 'seven']) {
      expect(await issues('POST', 'players', { ...fields, jerseyNumber: bad })).toEqual([
        'jerseyNumber: Enter a whole number from 0 to 99',
      ]);
    }
  });

  it('store optional fields left empty as unset, and an update clears what it leaves out', async () => {
    const player = await create('players', { name: 'Ana Kei', position: 'Centre', location: '', description: '' });
    expect(player).toMatchObject({ age: null, dateOfBirth: null, location: null, description: null, teamId: null });
    const coach = await create('coaches', FORM_ENTITIES.coaches.fields);
    const updated = await form('PUT', `coaches/${coach.id}`, { name: 'Peter Wari', role: 'Head Coach' });
    expect(updated.json()).toMatchObject({ age: null, location: null, description: null });
  });

  it('links a player to a team, which must exist; deleting the team unlinks the player', async () => {
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: { cookie },
      payload: JSON_ENTITIES.teams.body,
    });
    const teamId = team.json().id;
    const player = await create('players', { ...FORM_ENTITIES.players.fields, teamId });
    expect(player.teamId).toBe(teamId);
    expect((await create('players', { ...FORM_ENTITIES.players.fields, teamId: '' })).teamId).toBeNull();

    const unknownTeam = await form('POST', 'players', {
      ...FORM_ENTITIES.players.fields,
      teamId: '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c',
    });
    expect(unknownTeam.statusCode).toBe(400);
    expect(unknownTeam.json().message).toBe('It refers to something that does not exist');
    expect((await issues('POST', 'players', { ...FORM_ENTITIES.players.fields, teamId: 'u16' }))[0]).toMatch(
      /^teamId: /,
    );

    await t.app.inject({ method: 'DELETE', url: `/api/admin/teams/${teamId}`, headers: { cookie } });
    expect((await list('players')).find((row) => row.id === player.id)?.teamId).toBeNull();
  });
});
