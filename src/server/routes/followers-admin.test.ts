// The portal's Followers: the list with choices by team name and never a token, the confirmed counts,
// removing a follower (their waiting emails with them, an activity entry without the address), the CSV in club time
// and safe from formulas, who may call them, and no address in the server's log.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, followers, mailOutbox, teams } from '../../shared/schema';
import { newFollowToken } from '../follow/links';
import { storedAddress } from '../sealing/address';
import { createTestApp, type TestApp } from '../test-app';

const UNKNOWN_ID = '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c';

let t: TestApp;
let cookie: string;
const logLines: string[] = [];
let u14: string;
let u16: string;

type Follower = typeof followers.$inferInsert;
/** A follower as the public form and the confirmation link leave one, written straight into the table. */
async function follower({
  email,
  ...values
}: Omit<Follower, 'emailKey' | 'confirmToken' | 'manageToken' | 'unsubscribeToken'>) {
  const tokens = { confirmToken: newFollowToken(), manageToken: newFollowToken(), unsubscribeToken: newFollowToken() };
  const [row] = await t.database.db
    .insert(followers)
    .values({ ...values, ...storedAddress(t.app.sealer, t.app.env, email), ...tokens })
    .returning();
  return row!;
}

const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: { cookie: as } });
const remove = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/followers/${id}`, headers: { cookie } });

let ana: Awaited<ReturnType<typeof follower>>;
let ben: Awaited<ReturnType<typeof follower>>;
let cai: Awaited<ReturnType<typeof follower>>;

beforeAll(async () => {
  t = await createTestApp({}, { log: { write: (line) => void logLines.push(line) } });
  cookie = await t.signIn('Mary', { role: 'editor' });
  const made = await t.database.db
    .insert(teams)
    .values([
      { name: 'U14 Development', ageGroup: 'u14', description: '-', features: [], color: 'bg-club-red' },
      { name: 'U16 Competitive', ageGroup: 'u16', description: '-', features: [], color: 'bg-black' },
      { name: 'Old team', ageGroup: 'u18', description: '-', features: [], color: 'bg-black' },
    ])
    .returning({ id: teams.id });
  const [a, b, old] = made.map((team) => team.id) as [string, string, string];
  u14 = a;
  u16 = b;
  // Each team a little later than the one before: teams are listed in the order they were added.
  await t.database.db
    .update(teams)
    .set({ createdAt: new Date('2026-01-02T00:00:00Z') })
    .where(eq(teams.id, u16));
  await t.database.db
    .update(teams)
    .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(teams.id, u14));

  ana = await follower({
    email: 'ana.kila@example.com',
    news: true,
    teamIds: [u16, u14],
    confirmedAt: new Date('2026-11-20T01:00:00Z'),
    createdAt: new Date('2026-11-20T00:30:00Z'),
  });
  // Following a team since deleted: its id stays in the row, and is neither shown nor counted.
  ben = await follower({
    email: 'ben@example.com',
    news: false,
    teamIds: [u16, old],
    confirmedAt: new Date('2026-11-22T00:00:00Z'),
    createdAt: new Date('2026-11-21T00:00:00Z'),
  });
  await t.database.db.delete(teams).where(eq(teams.id, old));
  // Not confirmed: listed, but counted nowhere.
  cai = await follower({
    email: '+cai@example.com',
    news: true,
    teamIds: [u14],
    confirmedAt: null,
    createdAt: new Date('2026-11-26T23:30:00Z'),
  });
});
afterAll(() => t.close());

describe('GET /api/admin/followers', () => {
  it('lists every follower, newest first, with choices by team name and never a token', async () => {
    const res = await get('/api/admin/followers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual([
      {
        id: cai.id,
        email: '+cai@example.com',
        news: true,
        teams: [{ id: u14, name: 'U14 Development' }],
        confirmedAt: null,
        createdAt: '2026-11-26T23:30:00.000Z',
      },
      {
        id: ben.id,
        email: 'ben@example.com',
        news: false,
        teams: [{ id: u16, name: 'U16 Competitive' }],
        confirmedAt: '2026-11-22T00:00:00.000Z',
        createdAt: '2026-11-21T00:00:00.000Z',
      },
      {
        id: ana.id,
        email: 'ana.kila@example.com',
        news: true,
        // The club's order of teams, not the order they were chosen in.
        teams: [
          { id: u14, name: 'U14 Development' },
          { id: u16, name: 'U16 Competitive' },
        ],
        confirmedAt: '2026-11-20T01:00:00.000Z',
        createdAt: '2026-11-20T00:30:00.000Z',
      },
    ]);
    for (const row of [ana, ben, cai]) {
      for (const token of [row.confirmToken, row.manageToken, row.unsubscribeToken]) {
        expect(res.body).not.toContain(token);
      }
    }
  });
});

describe('GET /api/admin/followers/summary', () => {
  it('counts confirmed followers of club news and of each team, and says mail is off without SMTP_URL', async () => {
    const res = await get('/api/admin/followers/summary');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      news: 1,
      teams: [
        { id: u14, name: 'U14 Development', followers: 1 },
        { id: u16, name: 'U16 Competitive', followers: 2 },
      ],
      mailEnabled: false,
    });
  });

  it('says mail can go out when SMTP_URL is set', async () => {
    // Nothing listens there and nothing is queued: the summary only reads whether the sender is set up.
    const other = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const answer = await other.app.inject({
        url: '/api/admin/followers/summary',
        headers: { cookie: await other.signIn('Anna') },
      });
      expect(answer.json()).toEqual({ news: 0, teams: [], mailEnabled: true });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/admin/followers/export.csv', () => {
  it('downloads the followers in club time, as UTF-8 with a byte order mark, safe from formulas', async () => {
    await t.database.db
      .update(teams)
      .set({ name: '=HYPERLINK("http://evil.example","Click")' })
      .where(eq(teams.id, u14));
    try {
      const res = await get('/api/admin/followers/export.csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="followers-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      // Port Moresby is UTC+10 all year: 23:30 UTC on the 26th is 9:30 am on the 27th there.
      expect(res.body.slice(1).split('\r\n')).toEqual([
        'Followed since (Pacific/Port_Moresby),Email,Club news,Teams,Status,Confirmed (Pacific/Port_Moresby)',
        `2026-11-27 09:30,'+cai@example.com,Yes,"'=HYPERLINK(""http://evil.example"",""Click"")",Waiting for confirmation,`,
        '2026-11-21 10:00,ben@example.com,No,U16 Competitive,Confirmed,2026-11-22 10:00',
        `2026-11-20 10:30,ana.kila@example.com,Yes,"'=HYPERLINK(""http://evil.example"",""Click""); U16 Competitive",Confirmed,2026-11-20 11:00`,
        '',
      ]);
    } finally {
      await t.database.db.update(teams).set({ name: 'U14 Development' }).where(eq(teams.id, u14));
    }
  });
});

describe('DELETE /api/admin/followers/:id', () => {
  it('removes the follower with their waiting emails, and records it without the address', async () => {
    const dan = await follower({ email: 'dan@example.com', news: true, confirmedAt: new Date('2026-11-20T00:00:00Z') });
    await t.database.db.insert(mailOutbox).values([
      { kind: 'follow-news', followerId: dan.id, payload: { articleId: UNKNOWN_ID } },
      { kind: 'follow-news', followerId: ana.id, payload: { articleId: UNKNOWN_ID } },
    ]);
    const res = await remove(dan.id);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.$count(followers, eq(followers.id, dan.id))).toBe(0);
    // Dan's email goes with him; Ana's stays.
    expect(
      (await t.database.db.select({ followerId: mailOutbox.followerId }).from(mailOutbox)).map((row) => row.followerId),
    ).toEqual([ana.id]);

    const [entry] = await t.database.db.select().from(activityLog).orderBy(desc(activityLog.at)).limit(1);
    expect(entry).toMatchObject({
      userName: 'Mary',
      section: 'followers',
      itemKind: 'follower',
      itemId: dan.id,
      sentence: 'Mary removed a follower',
    });
    expect(JSON.stringify(await t.database.db.select().from(activityLog))).not.toContain('example.com');
    expect((await get('/api/admin/followers')).json().map((row: { id: string }) => row.id)).not.toContain(dan.id);
  });

  it('answers 404 for a follower not there (removed already, or never), and records nothing', async () => {
    const before = await t.database.db.$count(activityLog);
    const eve = await follower({ email: 'eve@example.com', news: true });
    expect((await remove(eve.id)).statusCode).toBe(204);
    for (const id of [eve.id, UNKNOWN_ID, 'not-an-id']) {
      const res = await remove(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Follower not found' });
    }
    expect(await t.database.db.$count(activityLog)).toBe(before + 1);
  });
});

describe('who may see the followers', () => {
  it('lets an Admin and an Editor in, refuses a Coach and anyone signed out', async () => {
    const admin = await t.signIn('president');
    const coach = await t.signIn('coach', { role: 'coach', teamIds: [u14] });
    expect((await get('/api/admin/followers', admin)).statusCode).toBe(200);
    const refused = await get('/api/admin/followers', coach);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to see the followers' });
    expect((await t.app.inject({ url: '/api/admin/followers/export.csv' })).statusCode).toBe(401);
  });

  it('never writes an address to the log', () => {
    // The log was on for every request above (list, CSV, removals, refusals).
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain('example.com');
  });
});
