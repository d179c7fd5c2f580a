// Session lifetimes, with time moved by rewriting the session's recorded times in the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../shared/schema';
import { hashPassword } from '../auth/passwords';
import { createUser, setPassword } from '../services/users';
import { createTestApp, type TestApp } from '../test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PASSWORD = 'hoops-2024!';

let t: TestApp;
beforeAll(async () => {
  // Not the defaults, so the test shows the environment is read.
  t = await createTestApp({ SESSION_IDLE_HOURS: '2', SESSION_MAX_DAYS: '3' });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/user', headers: { cookie } });
const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const sessionOf = async (username: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await idOf(username)))
  )[0]!;
/** Moves the session's recorded times: ms before now. */
async function setTimes(username: string, times: { usedAgo?: number; createdAgo?: number }) {
  const now = Date.now();
  await t.database.db
    .update(sessions)
    .set({
      ...(times.usedAgo !== undefined && { lastUsedAt: new Date(now - times.usedAgo) }),
      ...(times.createdAgo !== undefined && { createdAt: new Date(now - times.createdAgo) }),
    })
    .where(eq(sessions.userId, await idOf(username)));
}

describe('sessions', () => {
  it('end after SESSION_IDLE_HOURS without use', async () => {
    const cookie = await t.signIn('idle');
    expect((await me(cookie)).statusCode).toBe(200);
    await setTimes('idle', { usedAgo: 2 * HOUR + 60_000 });
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    // The browser is told to drop the cookie.
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
  });

  it('stay valid when used within the idle limit, and each use moves the end', async () => {
    const cookie = await t.signIn('busy');
    await setTimes('busy', { usedAgo: 2 * HOUR - 5 * 60_000 });
    const before = Date.now();
    expect((await me(cookie)).statusCode).toBe(200);
    const used = (await sessionOf('busy')).lastUsedAt.getTime();
    expect(used).toBeGreaterThanOrEqual(before - 1000);
    // Nearly two more hours idle from that use: still valid, because the use moved the end.
    await setTimes('busy', { usedAgo: 2 * HOUR - 60_000 });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('record a use at most about once a minute, not on every request', async () => {
    const cookie = await t.signIn('reader');
    await setTimes('reader', { usedAgo: 10_000 });
    const recorded = (await sessionOf('reader')).lastUsedAt.getTime();
    for (let i = 0; i < 3; i++) expect((await me(cookie)).statusCode).toBe(200);
    expect((await sessionOf('reader')).lastUsedAt.getTime()).toBe(recorded);
  });

  it('end SESSION_MAX_DAYS after sign-in even when used all along', async () => {
    const cookie = await t.signIn('steady');
    await setTimes('steady', { createdAgo: 3 * DAY + 60_000, usedAgo: 0 });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('set the cookie to expire at the hard end, SESSION_MAX_DAYS after sign-in', async () => {
    await createUser(t.database.db, 'coach', await hashPassword(PASSWORD));
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'coach', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const expires = res.cookies.find((c) => c.name === 'sid')!.expires!.getTime();
    // Cookie dates have whole seconds.
    expect(expires).toBeGreaterThanOrEqual(before + 3 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3 * DAY);
    expect((await sessionOf('coach')).expiresAt.getTime()).toBeGreaterThanOrEqual(expires);
  });

  it('are swept at sign-in once ended', async () => {
    await t.signIn('gone');
    await setTimes('gone', { usedAgo: 3 * HOUR });
    await t.signIn('next');
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await idOf('gone')));
    expect(left).toEqual([]);
  });

  it('of an account all end when its password is changed', async () => {
    const first = await t.signIn('changer');
    const second = await t.signIn('changer');
    await setPassword(t.database.db, 'changer', await hashPassword('new-password-1'));
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
  });
});
