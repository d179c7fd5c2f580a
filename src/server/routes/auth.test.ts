import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupCodes, users } from '../../shared/schema';
import { hashPassword } from '../auth/passwords';
import { issueSetupCode, setupLink } from '../auth/setup-code';
import { createUser } from '../services/users';
import { createTestApp, type TestApp } from '../test-app';

/** Accounts made directly in the database, as before roles: Admins. */
const ADMIN = { role: 'admin', teamIds: [] };

const PASSWORD = 'hoops-2024!';

/** Each call comes from its own address, so tests that are not about the sign-in limit never reach it. */
let nextAddress = 0;
const freshAddress = () => `10.0.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

function post(t: TestApp, url: string, payload?: object, cookie?: string, remoteAddress = freshAddress()) {
  return t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {}, remoteAddress });
}

const getUser = (t: TestApp, cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'sid');
}

/** The Cookie header a browser would send back after this response. */
function cookieFrom(res: LightMyRequestResponse): string {
  const sid = sessionCookie(res);
  if (!sid) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `sid=${sid.value}`;
}

async function userCount(t: TestApp): Promise<number> {
  return (await t.database.db.select().from(users)).length;
}

describe('the first account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '4321' });
  });
  afterAll(() => t.close());

  it('answers 401 for the user while nobody is signed in', async () => {
    const res = await getUser(t);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('prints a link to /auth with the code, on PUBLIC_URL or localhost:PORT', async () => {
    expect(setupLink(t.env, 'abc')).toBe('http://localhost:4321/auth?setup=abc');
    expect(setupLink({ ...t.env, PUBLIC_URL: 'https://club.example' }, 'abc')).toBe(
      'https://club.example/auth?setup=abc',
    );
  });

  it('stores only the SHA-256 of each setup code, and keeps earlier codes (another start printed them)', async () => {
    const earlier = await issueSetupCode(t.database);
    const later = await issueSetupCode(t.database);
    expect(later).not.toBe(earlier);
    const rows = await t.database.db.select().from(setupCodes);
    const sha256 = (code: string | null) => createHash('sha256').update(code!).digest('hex');
    expect(rows.map((r) => r.codeHash).sort()).toEqual([sha256(earlier), sha256(later)].sort());
  });

  it('refuses to register without the setup code or with a wrong one', async () => {
    await issueSetupCode(t.database);
    for (const extra of [{}, { setupCode: '' }, { setupCode: 'wrong' }]) {
      const res = await post(t, '/api/register', { username: 'first', password: PASSWORD, ...extra });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/setup code/);
    }
    expect(await userCount(t)).toBe(0);
  });

  it('explains a short password in issues', async () => {
    const setupCode = await issueSetupCode(t.database);
    const res = await post(t, '/api/register', { username: 'first', password: 'short', setupCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
  });

  it('answers bad input with 4xx JSON', async () => {
    for (const payload of [{ username: 42, password: PASSWORD }, { username: ' ', password: PASSWORD }, {}]) {
      const res = await post(t, '/api/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toEqual(expect.any(String));
  });

  it('creates exactly one account when two requests use the code at once', async () => {
    const setupCode = await issueSetupCode(t.database);
    const results = await Promise.all(
      ['racer-a', 'racer-b'].map((username) => post(t, '/api/register', { username, password: PASSWORD, setupCode })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 403]);
    expect(await userCount(t)).toBe(1);
    expect(await t.database.db.select().from(setupCodes)).toEqual([]);

    const winner = results.find((r) => r.statusCode === 201)!;
    expect(Object.keys(winner.json()).sort()).toEqual(['id', 'mustChangePassword', 'role', 'teamIds', 'username']);
    // The new account is signed in straight away.
    const me = await getUser(t, cookieFrom(winner));
    expect(me.json()).toEqual(winner.json());

    // The code is spent: it no longer creates an account, and the server has no code to print.
    const again = await post(t, '/api/register', { username: 'late', password: PASSWORD, setupCode });
    expect(again.statusCode).toBe(401);
    expect(await userCount(t)).toBe(1);
    expect(await issueSetupCode(t.database)).toBeNull();
  });
});

describe('signing in and out', () => {
  let t: TestApp;
  let coach: { id: number; username: string };
  const login = (username = 'coach', password = PASSWORD, cookie?: string) =>
    post(t, '/api/login', { username, password }, cookie);

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t.database.db, 'coach', await hashPassword(PASSWORD));
  });
  afterAll(() => t.close());

  it('signs in with the right password and answers the user without the password', async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: coach.id, username: 'coach', mustChangePassword: false, ...ADMIN });
    const me = await getUser(t, cookieFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: coach.id, username: 'coach', mustChangePassword: false, ...ADMIN });
    expect(me.body).not.toMatch(/password|argon2/);
  });

  it('sets an HttpOnly, SameSite=Lax cookie on / that expires with the session, not Secure over http', async () => {
    const sid = sessionCookie(await login())!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
    expect(sid.path).toBe('/');
    expect(sid.secure).toBeUndefined();
    const days = (sid.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('gives the same answer for a wrong password and an unknown username', async () => {
    const wrong = await login('coach', 'not the password');
    const unknown = await login('nobody', PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('refuses an account whose stored password is not a hash, without a server error', async () => {
    await t.signIn('legacy');
    const res = await login('legacy', 'not-a-real-hash');
    expect(res.statusCode).toBe(401);
  });

  it('lists what is missing from a sign-in in issues', async () => {
    const res = await post(t, '/api/login', {});
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths.sort()).toEqual(['password', 'username']);
  });

  it('starts a new session at every sign-in and ends the one the browser brought', async () => {
    const first = cookieFrom(await login());
    const second = cookieFrom(await login());
    expect(second).not.toBe(first);
    // Another device keeps its own session.
    expect((await getUser(t, first)).statusCode).toBe(200);
    const third = cookieFrom(await login('coach', PASSWORD, first));
    expect(third).not.toBe(first);
    expect((await getUser(t, first)).statusCode).toBe(401);
    expect((await getUser(t, third)).statusCode).toBe(200);
  });

  it('signs out: the session row is gone, the cookie is cleared and the old cookie stops working', async () => {
    const cookie = cookieFrom(await login());
    const res = await post(t, '/api/logout', undefined, cookie);
    expect(res.statusCode).toBe(204);
    const cleared = sessionCookie(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    const stale = await getUser(t, cookie);
    expect(stale.statusCode).toBe(401);
    // The browser is told to forget a cookie whose session has ended.
    expect(sessionCookie(stale)!.value).toBe('');
    expect((await getUser(t)).statusCode).toBe(401);
  });

  it('signs out without a session too', async () => {
    expect((await post(t, '/api/logout')).statusCode).toBe(204);
    expect((await post(t, '/api/logout', undefined, 'sid=made-up')).statusCode).toBe(204);
  });

  it('lets a signed-in member add a colleague without changing their own session', async () => {
    const cookie = cookieFrom(await login());
    const res = await post(t, '/api/register', { username: 'assistant', password: 'another-pass' }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: 'assistant',
      mustChangePassword: false,
      // This older call names no role: the colleague is an Editor.
      role: 'editor',
      teamIds: [],
    });
    expect(sessionCookie(res)).toBeUndefined();
    expect((await getUser(t, cookie)).json().username).toBe('coach');
    const colleague = await login('assistant', 'another-pass');
    expect(colleague.json()).toEqual(res.json());
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'assistant'));
    expect(row!.password).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken username with 409 and a short password with 400', async () => {
    const cookie = cookieFrom(await login());
    const taken = await post(t, '/api/register', { username: 'coach', password: PASSWORD }, cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^That username is taken/);
    const short = await post(t, '/api/register', { username: 'new', password: '1234567' }, cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
  });

  it('refuses registration without a session once accounts exist, setup code or not', async () => {
    const setupCode = 'anything';
    for (const payload of [{}, { setupCode }]) {
      const res = await post(t, '/api/register', { username: 'intruder', password: PASSWORD, ...payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const stale = await post(t, '/api/register', { username: 'intruder', password: PASSWORD }, 'sid=made-up');
    expect(stale.statusCode).toBe(401);
    expect((await t.database.db.select().from(users).where(eq(users.username, 'intruder'))).length).toBe(0);
  });
});

describe('sign-in limits and secure cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example' });
    await createUser(t.database.db, 'coach', await hashPassword(PASSWORD));
  });
  afterAll(() => t.close());

  it('marks the cookie Secure when the site is served over https', async () => {
    const res = await post(t, '/api/login', { username: 'coach', password: PASSWORD });
    expect(sessionCookie(res)!.secure).toBe(true);
    const out = await post(t, '/api/logout', undefined, cookieFrom(res));
    expect(sessionCookie(out)!.secure).toBe(true);
  });

  it('answers 429 JSON after 10 sign-in attempts from one address in 15 minutes', async () => {
    const address = '192.0.2.7';
    const attempt = () => post(t, '/api/login', { username: 'coach', password: 'guess' }, undefined, address);
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Even the right password waits; other addresses are not affected.
    const right = await post(t, '/api/login', { username: 'coach', password: PASSWORD }, undefined, address);
    expect(right.statusCode).toBe(429);
    const elsewhere = await post(t, '/api/login', { username: 'coach', password: PASSWORD }, undefined, '192.0.2.8');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts every spelling that finds an account as that account, whatever JavaScript makes of it', async () => {
    await createUser(t.database.db, 'iris', await hashPassword(PASSWORD));
    // The database finds 'iris' by each of these ('İ' lowers to 'i' there, to 'i̇' in JavaScript).
    const spellings = ['İris', 'irİs', 'IRIS', 'İRİS', 'iris'];
    for (const username of spellings) {
      const res = await post(t, '/api/login', { username, password: PASSWORD });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().username).toBe('iris');
    }
    const address = '192.0.2.20';
    const attempt = (username: string, password = 'guess') =>
      post(t, '/api/login', { username, password }, undefined, address);
    for (let i = 0; i < 10; i++) expect((await attempt(spellings[i % spellings.length]!)).statusCode).toBe(401);
    for (const username of spellings) {
      expect((await attempt(username)).statusCode, username).toBe(429);
      expect((await attempt(username, PASSWORD)).statusCode, username).toBe(429);
    }
    // Another account from the same address is not held back by iris's count.
    expect((await attempt('coach', PASSWORD)).statusCode).toBe(200);
  });

  it('never limits successful sign-ins', async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < 15; i++) {
      const res = await post(t, '/api/login', { username: 'coach', password: PASSWORD }, undefined, address);
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits anonymous registration per address, but not staff adding colleagues', async () => {
    const address = '192.0.2.9';
    const anonymous = () => post(t, '/api/register', { username: 'guess', password: PASSWORD }, undefined, address);
    for (let i = 0; i < 10; i++) expect((await anonymous()).statusCode).toBe(401);
    const limited = await anonymous();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many registration attempts. Please try again in 15 minutes.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const cookie = cookieFrom(await post(t, '/api/login', { username: 'coach', password: PASSWORD }));
    for (let i = 0; i < 12; i++) {
      const res = await post(t, '/api/register', { username: `colleague${i}`, password: PASSWORD }, cookie, address);
      expect(res.statusCode).toBe(201);
    }
  });
});
