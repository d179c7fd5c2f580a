// Two people editing one item (ADR 045): every update may name the updatedAt it read; a stale one answers
// 409 with the time of the other save in club time, and writes nothing, not even an activity entry. JSON and
// multipart entities, the site settings and a registration's fee and notes share the one mechanism.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ENTITIES, JSON_ENTITIES, listRows, pngFile, type Row, sendForm } from '../../../tests/fixtures/content';
import { fromClubInput } from '../../shared/club-time';
import { DEFAULT_CLUB_TIME_ZONE as CLUB } from '../../shared/constants';
import { aboutFeatures, activityLog, siteSettings } from '../../shared/schema';
import { createCrudService } from '../services/crud';
import { editOf } from '../services/edit-version';
import { signedInTestApp, type TestApp, testClock } from '../test-app';

/** The instant of a time of day in club time (Port Moresby), on 27 November 2026 or another day, as JSON carries it. */
const AT = (clubTime: string, day = '27') => fromClubInput(`2026-11-${day}T${clubTime}`, CLUB)!.toISOString();
const clock = testClock(AT('10:00'));
const stale = (when: string) =>
  `Someone else changed this ${when}. Copy your text, reload, and apply your changes again.`;
const NOT_A_VERSION = 'updatedAt must be the date and time the item was read, such as 2026-11-28T10:40:00.000Z';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({}, { now: clock.now }));
});
afterAll(() => t.close());

const activityCount = async () => (await t.app.db.select({ n: count() }).from(activityLog))[0]!.n;
const storedCount = async () => (await t.app.storage.list()).length;

/** How each entity under test is written: JSON, or a multipart form whose image travels as a file. */
const ENTITIES = {
  about: { fields: JSON_ENTITIES.about.body, change: JSON_ENTITIES.about.change, file: undefined },
  teams: { fields: JSON_ENTITIES.teams.body, change: JSON_ENTITIES.teams.change, file: undefined },
  merchandise: { ...FORM_ENTITIES.merchandise },
  players: { ...FORM_ENTITIES.players },
} as const;
type Path = keyof typeof ENTITIES;

async function write(method: 'POST' | 'PUT', path: Path, url: string, fields: Record<string, unknown>) {
  if (!ENTITIES[path].file) {
    return t.app.inject({ method, url: `/api/admin/${url}`, headers: { cookie }, payload: fields });
  }
  return sendForm(t.app, cookie, method, `/api/admin/${url}`, fields as Parameters<typeof sendForm>[4]);
}

async function create(path: Path): Promise<Row> {
  const res = await write('POST', path, path, ENTITIES[path].fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const update = (path: Path, item: Row, fields: Record<string, unknown>) =>
  write('PUT', path, `${path}/${item.id}`, { ...ENTITIES[path].fields, ...fields });

const listed = async (path: Path, id: string) => (await listRows(t.app, path)).find((row) => row.id === id);

describe.each(Object.keys(ENTITIES) as Path[])('%s', (path) => {
  const entity = ENTITIES[path];
  const file = async () => (entity.file ? { [entity.file]: await pngFile() } : {});

  it('stamps a create and each update with the app clock; an update naming the updatedAt it read is written', async () => {
    clock.set(AT('10:30'));
    const created = await create(path);
    expect(created.updatedAt).toBe(AT('10:30'));
    clock.set(AT('10:40'));
    const saved = await update(path, created, { ...entity.change, updatedAt: created.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...entity.change, updatedAt: AT('10:40') });
    expect((await listed(path, created.id))?.updatedAt).toBe(AT('10:40'));
  });

  it('answers a stale updatedAt with 409 and the time of the other save, and writes and records nothing', async () => {
    clock.set(AT('10:30'));
    const opened = await create(path);
    clock.set(AT('10:40'));
    const first = await update(path, opened, { ...entity.change, updatedAt: opened.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    const kept = await listed(path, opened.id);
    const [entries, stored] = [await activityCount(), await storedCount()];

    clock.set(AT('10:52'));
    // The second person's form was opened before the first save: it names the version it read, with a new image.
    const second = await update(path, opened, { ...(await file()), updatedAt: opened.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: stale('at 10:40') });
    expect(await listed(path, opened.id)).toEqual(kept);
    expect(await activityCount()).toBe(entries);
    // The refusal came before the image was stored.
    expect(await storedCount()).toBe(stored);

    // After a reload, the version read is the current one: written.
    const again = await update(path, opened, { ...(await file()), updatedAt: first.json().updatedAt });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().updatedAt).toBe(AT('10:52'));
    expect(await activityCount()).toBe(entries + 1);
  });

  it('writes an update without updatedAt whatever the item holds (clients from before it)', async () => {
    const item = await create(path);
    await update(path, item, { ...entity.change, updatedAt: item.updatedAt });
    clock.advance(60_000);
    const res = await update(path, item, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updatedAt).toBe(clock.now().toISOString());
  });

  it('refuses an updatedAt that is not a date and time with 400 and its field, with any other problem', async () => {
    const item = await create(path);
    for (const updatedAt of ['yesterday', '2026-11-27', '2026-11-27T10:40', '']) {
      const res = await update(path, item, { updatedAt });
      expect(res.statusCode, `${updatedAt}: ${res.body}`).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'updatedAt', message: NOT_A_VERSION }]);
    }
    const both = await update(path, item, { [Object.keys(entity.change)[0]!]: '', updatedAt: 'soon' });
    expect(both.statusCode).toBe(400);
    expect(both.json().issues).toContainEqual({ path: 'updatedAt', message: NOT_A_VERSION });
    expect(both.json().issues.length).toBeGreaterThan(1);
    expect((await listed(path, item.id))?.updatedAt).toBe(item.updatedAt);
  });

  it('answers 404 for an item that is gone, whatever version it names', async () => {
    const item = await create(path);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/${path}/${item.id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(204);
    const res = await update(path, item, { updatedAt: item.updatedAt });
    expect(res.statusCode).toBe(404);
  });
});

describe('JSON bodies', () => {
  it('refuses a version that is not text (a number, null) with 400', async () => {
    const item = await create('about');
    for (const updatedAt of [1764204000000, null, { at: 'now' }]) {
      const res = await update('about', item, { updatedAt });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'updatedAt', message: NOT_A_VERSION }]);
    }
  });

  it('names the day of another save that was not today', async () => {
    clock.set(AT('10:30'));
    const item = await create('about');
    clock.set(AT('10:40'));
    await update('about', item, { updatedAt: item.updatedAt });
    clock.set(AT('09:00', '28'));
    const res = await update('about', item, { updatedAt: item.updatedAt });
    expect(res.json()).toEqual({ message: stale('on Fri 27 Nov 2026 at 10:40') });
  });
});

describe('the check and the write are one statement', () => {
  const service = createCrudService(aboutFeatures, [], 'About feature');

  it('writes nothing at a version the row no longer has (as when another save commits between read and write)', async () => {
    clock.set(AT('10:30'));
    const item = await create('about');
    clock.set(AT('10:40'));
    await update('about', item, { updatedAt: item.updatedAt });
    const read = new Date(item.updatedAt as string);
    const write = service.update(t.app.db, item.id, { title: 'Lost' }, [], editOf(t.app, read));
    await expect(write).rejects.toMatchObject({ statusCode: 409, message: stale('at 10:40') });
    expect((await listed('about', item.id))?.title).toBe(ENTITIES.about.fields.title);
    const gone = service.update(
      t.app.db,
      '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c',
      { title: 'Lost' },
      [],
      editOf(t.app, read),
    );
    await expect(gone).rejects.toMatchObject({ statusCode: 404, message: 'About feature not found' });
  });

  it('lets one of two saves sent at once from the same version through, and refuses the other', async () => {
    const item = await create('about');
    const saves = await Promise.all(
      ['First', 'Second'].map((title) => update('about', item, { title, updatedAt: item.updatedAt })),
    );
    expect(saves.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const written = saves.find((res) => res.statusCode === 200)!.json();
    expect((await listed('about', item.id))?.title).toBe(written.title);
  });

  it('gives every write a later version, also when the clock has not moved', async () => {
    const item = await create('about');
    const first = (await update('about', item, { updatedAt: item.updatedAt })).json();
    const second = await update('about', first, { updatedAt: first.updatedAt });
    expect(second.statusCode).toBe(200);
    expect(Date.parse(second.json().updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect((await update('about', first, { updatedAt: first.updatedAt })).statusCode).toBe(409);
  });
});

describe('the site settings', () => {
  const settings = {
    contactAddress: 'PO Box 1\nBoroko',
    contactPhone: '+675 321 0000',
    contactEmail: 'hello@club.example',
    registrationOpen: false,
    season: '2027 Season',
    feeInformation: 'K50',
    codeOfConduct: 'Respect.',
  };
  const read = async () => (await t.app.inject({ url: '/api/settings' })).json();
  const put = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/settings/${id}`, headers: { cookie }, payload });

  it('are written at the version read, refused at an older one, and written without one', async () => {
    // Created on the first start by the database's own clock: set to a time the test's clock comes after.
    await t.app.db.update(siteSettings).set({ updatedAt: new Date(AT('09:00')) });
    clock.set(AT('10:40'));
    const opened = await read();
    const first = await put(opened.id, { ...settings, season: 'First', updatedAt: opened.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().updatedAt).toBe(AT('10:40'));
    const entries = await activityCount();

    clock.set(AT('11:05'));
    const second = await put(opened.id, { ...settings, season: 'Second', updatedAt: opened.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: stale('at 10:40') });
    expect((await read()).season).toBe('First');
    expect(await activityCount()).toBe(entries);

    const fresh = await put(opened.id, { ...settings, season: 'Second', updatedAt: first.json().updatedAt });
    expect(fresh.json()).toMatchObject({ season: 'Second', updatedAt: AT('11:05') });
    expect(await activityCount()).toBe(entries + 1);
    clock.advance(1000);
    expect((await put(opened.id, { ...settings, season: 'Third' })).statusCode).toBe(200);
  });

  it('refuse an updatedAt that is not a date and time (400), and answer 404 for another id', async () => {
    const { id, updatedAt } = await read();
    const wrong = await put(id, { ...settings, updatedAt: 'today' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'updatedAt', message: NOT_A_VERSION }]);
    const other = await put('5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c', { ...settings, updatedAt });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Settings ID not found' });
    const [row] = await t.app.db.select().from(siteSettings).where(eq(siteSettings.id, id));
    expect(row?.updatedAt.toISOString()).toBe(updatedAt);
  });
});

describe("a registration's fee and notes", () => {
  it('are written at the version read and refused at an older one', async () => {
    await t.app.db.update(siteSettings).set({ registrationOpen: true, season: '2027 Season' });
    clock.set(AT('10:30'));
    const team = await create('teams');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: {
        firstName: 'Ana',
        lastName: 'Kila',
        dateOfBirth: '2000-03-01',
        teamId: team.id,
        playerPhone: '7123 4567',
        emergencyName: 'John Kila',
        emergencyPhone: '+675 7234 5678',
        consentCodeOfConduct: true,
        consentMedical: true,
        photoConsent: false,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [{ id }] = (await t.app.inject({ url: '/api/admin/registrations', headers: { cookie } })).json() as Row[] as [
      Row,
    ];
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/registrations/${id}`, headers: { cookie }, payload });
    const opened = (await t.app.inject({ url: `/api/admin/registrations/${id}`, headers: { cookie } })).json();
    expect(opened.updatedAt).toBe(AT('10:30'));

    clock.set(AT('10:40'));
    const first = await patch({ notes: 'Paid at training', updatedAt: opened.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().updatedAt).toBe(AT('10:40'));
    const entries = await activityCount();
    clock.set(AT('10:45'));
    const second = await patch({ notes: 'Owes K50', updatedAt: opened.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: stale('at 10:40') });
    expect(await activityCount()).toBe(entries);
    const fresh = await patch({ notes: 'Owes K50', updatedAt: first.json().updatedAt });
    expect(fresh.json()).toMatchObject({ notes: 'Owes K50', updatedAt: AT('10:45') });
    expect((await patch({ notes: 'x', updatedAt: 'later' })).statusCode).toBe(400);
  });
});
