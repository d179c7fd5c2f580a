// Reading the activity log (ADR 043): Admins only; newest first in pages of 50; filters by person,
// section and the club's days; whether each item still exists; the CSV; clear 400s; retention.
import { gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES } from '../../../tests/fixtures/content';
import { activityLog, users } from '../../shared/schema';
import { deleteOldActivity } from '../activity/record';
import { createTestApp, type TestApp } from '../test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-27T02:00:00Z');
/** A moment `seconds` after NOW. */
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

let t: TestApp;
let admin: string;
let maryId: number;
let johnId: number;

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
const page = async (query = '') => {
  const res = await get(`/api/admin/activity${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

type Entry = typeof activityLog.$inferInsert;
const entry = (values: Partial<Entry> & Pick<Entry, 'at'>): Entry => ({
  userId: maryId,
  userName: 'Mary',
  section: 'news',
  sentence: 'Mary added the news article "Old news"',
  ...values,
});

beforeAll(async () => {
  t = await createTestApp({ CLUB_TIMEZONE: 'Pacific/Port_Moresby' }, { now: () => NOW });
  admin = await t.signIn('Mary');
  await t.signIn('John');
  const accounts = await t.database.db.select().from(users);
  maryId = accounts.find((u) => u.username === 'Mary')!.id;
  johnId = accounts.find((u) => u.username === 'John')!.id;
  // 120 of Mary's entries about news, an hour apart, the newest at 2026-11-20 01:00 UTC (11 am in Port Moresby).
  const start = Date.parse('2026-11-20T01:00:00Z');
  await t.database.db
    .insert(activityLog)
    .values(
      Array.from({ length: 120 }, (_, i) =>
        entry({ at: new Date(start - i * 3_600_000), sentence: `Mary added the news article "Article ${i}"` }),
      ),
    );
  await t.database.db.insert(activityLog).values([
    // Either side of the club's midnight between 1 and 2 March (UTC+10: 14:00 UTC).
    entry({
      at: new Date('2026-03-01T13:59:00Z'),
      userId: johnId,
      userName: 'John',
      section: 'fixtures',
      sentence: 'late',
    }),
    entry({
      at: new Date('2026-03-01T14:00:00Z'),
      userId: johnId,
      userName: 'John',
      section: 'fixtures',
      sentence: 'early',
    }),
    // By an account since removed: the name stays, the id is gone.
    entry({ at: new Date('2026-02-01T00:00:00Z'), userId: null, userName: 'Former', section: 'staff', sentence: 'x' }),
  ]);
});
afterAll(() => t.close());

describe('GET /api/admin/activity', () => {
  it('answers newest first in pages of 50, with everyone and every section in the log', async () => {
    const first = await page();
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 123 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toEqual({
      id: expect.any(String),
      at: '2026-11-20T01:00:00.000Z',
      userId: maryId,
      userName: 'Mary',
      section: 'news',
      itemKind: null,
      itemId: null,
      sentence: 'Mary added the news article "Article 0"',
      fields: [],
      itemExists: false,
    });
    const ats = first.entries.map((e: { at: string }) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(first.people).toEqual([
      { id: null, name: 'Former' },
      { id: johnId, name: 'John' },
      { id: maryId, name: 'Mary' },
    ]);
    expect(first.sections).toEqual(['fixtures', 'news', 'staff']);
    const third = await page('?page=3');
    expect(third.entries).toHaveLength(23);
    expect(third.entries.at(-1).sentence).toBe('x');
    expect((await page('?page=4')).entries).toEqual([]);
  });

  it('filters by person, section and club days (both included)', async () => {
    const johns = await page(`?person=${johnId}`);
    expect(johns.entries.map((e: { sentence: string }) => e.sentence)).toEqual(['early', 'late']);
    expect((await page('?section=staff')).total).toBe(1);
    expect((await page(`?section=news&person=${johnId}`)).total).toBe(0);
    const firstOfMarch = await page('?from=2026-03-01&to=2026-03-01');
    expect(firstOfMarch.entries.map((e: { sentence: string }) => e.sentence)).toEqual(['late']);
    const secondOfMarch = await page('?from=2026-03-02&to=2026-03-02');
    expect(secondOfMarch.entries.map((e: { sentence: string }) => e.sentence)).toEqual(['early']);
    // 17 November in Port Moresby: the 24 hours from 14:00 UTC on the 16th; the 15th holds only the oldest 12.
    expect((await page('?from=2026-11-17&to=2026-11-17')).total).toBe(24);
    expect((await page('?to=2026-11-15&from=2026-11-15')).total).toBe(12);
    // From 20 November: from 14:00 UTC on the 19th to the newest entry at 01:00 UTC on the 20th.
    expect((await page('?from=2026-11-20')).total).toBe(12);
    expect((await page('?person=&section=&from=&to=')).total).toBe(123);
  });

  it('answers a bad query 400 with what is wrong, never 500', async () => {
    const cases: [string, string][] = [
      ['person=abc', 'person must be the id of a staff account'],
      ['person=1.5', 'person must be the id of a staff account'],
      ['person=99999999999', 'person must be the id of a staff account'],
      ['section=nowhere', 'section must be one of'],
      ['from=2026-02-30', 'from must be a real day as YYYY-MM-DD'],
      ['to=2026-13-01', 'to must be a real day as YYYY-MM-DD'],
      ['from=yesterday', 'from must be a real day as YYYY-MM-DD'],
      ['from=2026-03-02&to=2026-03-01', 'from must not be after to'],
      ['page=0', 'page must be a whole number from 1'],
      ['page=x', 'page must be a whole number from 1'],
      ['page=1&page=2', 'page must be a whole number from 1'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/activity?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
      const csv = await get(`/api/admin/activity.csv?${query}`);
      if (!query.startsWith('page')) expect(csv.statusCode, query).toBe(400);
    }
  });

  it('tells whether each item still exists: a deleted one does not', async () => {
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
    const kept = (await send('POST', '/api/admin/about', JSON_ENTITIES.about.body)).json();
    const gone = (await send('POST', '/api/admin/about', JSON_ENTITIES.about.body)).json();
    expect((await send('DELETE', `/api/admin/about/${gone.id}`)).statusCode).toBe(204);
    await t.database.db
      .insert(activityLog)
      .values([
        entry({ at: later(3), section: 'staff', itemKind: 'staff', itemId: String(johnId), sentence: 'account' }),
        entry({ at: later(2), section: 'staff', itemKind: 'staff', itemId: 'not-a-number', sentence: 'odd id' }),
        entry({ at: later(1), section: 'about', itemKind: 'nothing-known', itemId: kept.id, sentence: 'odd kind' }),
      ]);
    const about = await page('?section=about');
    const exists = Object.fromEntries(
      about.entries.map((e: { itemId: string; sentence: string; itemExists: boolean }) => [
        `${e.sentence} ${e.itemId === kept.id ? '(kept)' : '(gone)'}`,
        e.itemExists,
      ]),
    );
    expect(exists).toEqual({
      'Mary added the about feature "Elite Development" (kept)': true,
      'Mary added the about feature "Elite Development" (gone)': false,
      'Mary deleted the about feature "Elite Development" (gone)': false,
      'odd kind (kept)': false,
    });
    const staff = await page('?section=staff');
    expect(staff.entries.map((e: { sentence: string; itemExists: boolean }) => [e.sentence, e.itemExists])).toEqual([
      ['account', true],
      ['odd id', false],
      ['x', false],
    ]);
    // Back to the 123 entries the other tests count.
    await t.database.db.delete(activityLog).where(gte(activityLog.at, NOW));
  });

  it('is for Admins only', async () => {
    const editor = await t.signIn('editor', { role: 'editor' });
    const coach = await t.signIn('coach', { role: 'coach' });
    for (const cookie of [editor, coach]) {
      for (const url of ['/api/admin/activity', '/api/admin/activity.csv']) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe('You do not have permission to read the activity log');
      }
    }
    expect((await t.app.inject({ url: '/api/admin/activity' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/activity.csv', () => {
  it("answers the filtered entries as a file named after the club's day, times in the club's zone", async () => {
    const res = await get(`/api/admin/activity.csv?person=${johnId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // 02:00 UTC on the 27th is noon in Port Moresby.
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity-2026-11-27.csv"');
    expect(res.body).toBe(
      '\uFEFFWhen (Pacific/Port_Moresby),Person,Section,What\r\n' +
        '2026-03-02 00:00,John,Fixtures & Results,early\r\n' +
        '2026-03-01 23:59,John,Fixtures & Results,late\r\n',
    );
    const all = await get('/api/admin/activity.csv');
    expect(all.body.trim().split('\r\n')).toHaveLength(124);
    expect(all.body).toContain('2026-11-20 11:00,Mary,News,"Mary added the news article ""Article 0"""');
  });
});

describe('retention', () => {
  it('deletes entries older than ACTIVITY_RETENTION_DAYS and keeps younger ones', async () => {
    expect(t.env.ACTIVITY_RETENTION_DAYS).toBe(730);
    await t.database.db
      .insert(activityLog)
      .values([
        entry({ at: new Date(NOW.getTime() - 31 * DAY_MS), sentence: 'older' }),
        entry({ at: new Date(NOW.getTime() - 29 * DAY_MS), sentence: 'younger' }),
      ]);
    const before = await t.database.db.$count(activityLog);
    expect(await deleteOldActivity(t.database.db, 30, NOW)).toBeGreaterThanOrEqual(1);
    const left = (await t.database.db.select().from(activityLog)).map((row) => row.sentence);
    expect(left).toContain('younger');
    expect(left).not.toContain('older');
    // The March entries went too (older than 30 days); the November ones stay.
    expect(left).not.toContain('late');
    expect(left.length).toBeLessThan(before);
    expect(left.length).toBeGreaterThan(100);
  });
});
