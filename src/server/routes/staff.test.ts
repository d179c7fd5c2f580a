// Staff accounts in the portal: list, add, change one's own password, remove a colleague (ADR 022).
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../shared/schema';
import { hashPassword } from '../auth/passwords';
import { createUser } from '../services/users';
import { createTestApp, type TestApp, usingPostgres } from '../test-app';

/** Accounts made directly in the database, as before roles: Admins. */
const ADMIN = { role: 'admin', teamIds: [] };

const PASSWORD = 'hoops-2024!';
const SAME = 'Choose a new password, not the one you have now';

/** Each sign-in comes from its own address, so the sign-in limit never decides a test here. */
let nextAddress = 0;
const freshAddress = () => `10.9.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

const cookieFrom = (res: LightMyRequestResponse) => {
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `sid=${sid.value}`;
};

function login(t: TestApp, username: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: freshAddress(),
  });
}

/** A real account with a real password, signed in through /api/login; answers its Cookie header. */
async function account(t: TestApp, username: string): Promise<{ id: number; cookie: string }> {
  const { id } = await createUser(t.database.db, username, await hashPassword(PASSWORD));
  const res = await login(t, username);
  expect(res.statusCode).toBe(200);
  return { id, cookie: cookieFrom(res) };
}

const signedIn = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode === 200;

const list = (t: TestApp, cookie: string) => t.app.inject({ url: '/api/admin/staff', headers: { cookie } });
const add = (t: TestApp, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/staff', headers: { cookie }, payload });
const changePassword = (t: TestApp, cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/staff/me/password', headers: { cookie }, payload });
const remove = (t: TestApp, cookie: string, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/staff/${id}`, headers: { cookie } });

const usernames = async (t: TestApp) => (await t.database.db.select().from(users)).map((u) => u.username).sort();

describe('staff accounts', () => {
  let t: TestApp;
  let alice: { id: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    alice = await account(t, 'alice');
  });
  afterAll(() => t.close());

  it('answers 401 to every call without a session', async () => {
    for (const cookie of ['', 'sid=not-a-session']) {
      const calls = [
        list(t, cookie),
        add(t, cookie, { username: 'mallory', password: PASSWORD }),
        changePassword(t, cookie, { currentPassword: PASSWORD, newPassword: 'another-password' }),
        remove(t, cookie, alice.id),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Not signed in' });
      }
    }
    expect(await usernames(t)).toEqual(['alice']);
  });

  it('lists every account with when it was made and last signed in, never a password hash', async () => {
    const { id: never } = await createUser(t.database.db, 'bob', await hashPassword(PASSWORD));
    const res = await list(t, alice.cookie);
    expect(res.statusCode).toBe(200);
    const accounts = res.json();
    expect(accounts).toEqual([
      {
        id: alice.id,
        username: 'alice',
        createdAt: expect.any(String),
        lastSignInAt: expect.any(String),
        mustChangePassword: false,
        ...ADMIN,
      },
      {
        id: never,
        username: 'bob',
        createdAt: expect.any(String),
        lastSignInAt: null,
        mustChangePassword: false,
        ...ADMIN,
      },
    ]);
    expect(res.body).not.toMatch(/argon2|"password"/i);
    // Signing in is what sets it.
    const before = accounts[0].lastSignInAt;
    await login(t, 'bob');
    const [, bob] = (await list(t, alice.cookie)).json();
    expect(bob.lastSignInAt).not.toBeNull();
    expect(Date.parse(bob.lastSignInAt)).toBeGreaterThanOrEqual(Date.parse(before));
    expect(new Date(bob.createdAt).getTime()).toBeLessThanOrEqual(Date.parse(bob.lastSignInAt));
  });

  it('a failed sign-in does not count as a sign-in', async () => {
    const [, before] = (await list(t, alice.cookie)).json();
    expect((await login(t, 'bob', 'wrong-password')).statusCode).toBe(401);
    const [, after] = (await list(t, alice.cookie)).json();
    expect(after.lastSignInAt).toBe(before.lastSignInAt);
  });

  it('adds a colleague, who can then sign in; the adder stays signed in as themselves', async () => {
    const res = await add(t, alice.cookie, { username: '  carol  ', password: 'carols-password' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: 'carol',
      createdAt: expect.any(String),
      lastSignInAt: null,
      mustChangePassword: false,
      // Without a role, a colleague added in the portal is an Editor.
      role: 'editor',
      teamIds: [],
    });
    expect(res.cookies).toEqual([]);
    expect((await login(t, 'carol', 'carols-password')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: alice.cookie } })).json().username).toBe('alice');
  });

  it('refuses a taken username with 409 and invalid input with the setup form messages', async () => {
    const taken = await add(t, alice.cookie, { username: 'carol', password: 'another-password' });
    expect(taken.statusCode).toBe(409);
    const TAKEN = "That username is taken (capital letters do not count: 'Coach' and 'coach' are the same)";
    expect(taken.json()).toEqual({ message: TAKEN });
    // Another spelling of the same name is the same name.
    const capitals = await add(t, alice.cookie, { username: 'Carol', password: 'another-password' });
    expect(capitals.statusCode).toBe(409);
    expect(capitals.json()).toEqual({ message: TAKEN });

    const spaces = await add(t, alice.cookie, { username: 'Sarah K', password: 'another-password' });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().issues).toEqual([
      { path: 'username', message: "Username cannot contain spaces: use a dot or a dash, such as 'sarah.k'" },
    ]);

    const invalid = await add(t, alice.cookie, { username: '   ', password: 'short' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
    const tooLong = await add(t, alice.cookie, { username: 'x'.repeat(65), password: 'p'.repeat(257) });
    expect(tooLong.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Username must be at most 64 characters',
      'Password must be at most 256 characters',
    ]);
    const wrongTypes = await add(t, alice.cookie, { username: 42, password: ['x'] });
    expect(wrongTypes.statusCode).toBe(400);
    expect(await usernames(t)).toEqual(['alice', 'bob', 'carol']);
  });

  it('signs in whatever capital letters are typed; the name keeps its spelling', async () => {
    const res = await add(t, alice.cookie, { username: 'Coach', password: 'coachs-password' });
    expect(res.json().username).toBe('Coach');
    for (const typed of ['coach', 'COACH', ' Coach ']) {
      const signIn = await login(t, typed, 'coachs-password');
      expect(signIn.statusCode, typed).toBe(200);
      expect(signIn.json()).toEqual({
        id: res.json().id,
        username: 'Coach',
        mustChangePassword: false,
        role: 'editor',
        teamIds: [],
      });
    }
    expect((await login(t, 'coach', 'wrong-password')).statusCode).toBe(401);
  });

  it('still signs in an account made before spaces were refused', async () => {
    await createUser(t.database.db, 'Sarah K', await hashPassword(PASSWORD));
    expect((await login(t, 'sarah k')).json().username).toBe('Sarah K');
  });

  it('answers 415 to a form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: alice.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=dave&password=daves-password',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('changing my password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a wrong current password with an issue on that field, and changes nothing', async () => {
    const dana = await account(t, 'dana');
    const other = cookieFrom(await login(t, 'dana'));
    const res = await changePassword(t, dana.cookie, {
      currentPassword: 'not-it-at-all',
      newPassword: 'new-password-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid input',
      issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect(await signedIn(t, other)).toBe(true);
    expect((await login(t, 'dana')).statusCode).toBe(200);
    expect((await login(t, 'dana', 'new-password-1')).statusCode).toBe(401);
  });

  it('refuses the password the account has now as the new one, with the message on that field, changing nothing', async () => {
    const hana = await account(t, 'hana');
    const other = cookieFrom(await login(t, 'hana'));
    const res = await changePassword(t, hana.cookie, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid input', issues: [{ path: 'newPassword', message: SAME }] });
    // Nobody was signed out: nothing changed.
    expect(await signedIn(t, other)).toBe(true);
    expect((await login(t, 'hana')).statusCode).toBe(200);
  });

  it('checks both fields before anything else', async () => {
    const erin = await account(t, 'erin');
    const res = await changePassword(t, erin.cookie, { currentPassword: '', newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'currentPassword', message: 'Current password is required' },
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
    ]);
    expect((await changePassword(t, erin.cookie, {})).statusCode).toBe(400);
  });

  it("ends the account's other sessions, keeps this one, and the new password signs in", async () => {
    const fay = await account(t, 'fay');
    const phone = cookieFrom(await login(t, 'fay'));
    const colleague = await account(t, 'gus');
    const res = await changePassword(t, fay.cookie, { currentPassword: PASSWORD, newPassword: 'fays-new-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: fay.id, username: 'fay' });
    expect(await signedIn(t, fay.cookie)).toBe(true);
    expect(await signedIn(t, phone)).toBe(false);
    // Nobody else is signed out.
    expect(await signedIn(t, colleague.cookie)).toBe(true);
    expect((await login(t, 'fay')).statusCode).toBe(401);
    expect((await login(t, 'fay', 'fays-new-password')).statusCode).toBe(200);
  });
});

describe('a temporary password for a colleague who forgot theirs', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await account(t, 'admin');
  });
  afterAll(() => t.close());

  const setTemporary = (cookie: string, id: number | string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/staff/${id}/password`, headers: { cookie }, payload });
  const CHANGE_FIRST = {
    message: 'Your password is a temporary one: change it in Staff Accounts before doing anything else',
  };

  it('ends their sessions; until they choose their own password they can do nothing else', async () => {
    const lena = await account(t, 'lena');
    const set = await setTemporary(admin.cookie, lena.id, { password: 'temporary-123' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: lena.id, username: 'lena', mustChangePassword: true });
    expect(await signedIn(t, lena.cookie)).toBe(false);
    expect((await login(t, 'lena')).statusCode).toBe(401);

    const signIn = await login(t, 'lena', 'temporary-123');
    expect(signIn.json()).toEqual({ id: lena.id, username: 'lena', mustChangePassword: true, ...ADMIN });
    const cookie = cookieFrom(signIn);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).json().mustChangePassword).toBe(true);
    const refused = [
      await list(t, cookie),
      await add(t, cookie, { username: 'mallory', password: PASSWORD }),
      await setTemporary(cookie, admin.id, { password: 'taken-over-1' }),
      await remove(t, cookie, admin.id),
      await t.app.inject({ url: '/api/admin/inquiries', headers: { cookie } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { cookie },
        payload: { username: 'x', password: PASSWORD },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(CHANGE_FIRST);
    }

    // Keeping the temporary password is no change: it stays temporary.
    const kept = await changePassword(t, cookie, { currentPassword: 'temporary-123', newPassword: 'temporary-123' });
    expect(kept.statusCode).toBe(400);
    expect(kept.json().issues).toEqual([{ path: 'newPassword', message: SAME }]);
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).json().mustChangePassword).toBe(true);
    expect((await list(t, cookie)).json()).toEqual(CHANGE_FIRST);
    expect((await login(t, 'lena', 'temporary-123')).json().mustChangePassword).toBe(true);

    const changed = await changePassword(t, cookie, {
      currentPassword: 'temporary-123',
      newPassword: 'lenas-own-pass',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mustChangePassword).toBe(false);
    expect((await list(t, cookie)).statusCode).toBe(200);
    expect((await login(t, 'lena', 'lenas-own-pass')).json().mustChangePassword).toBe(false);
  });

  it('signs out with a temporary password', async () => {
    const { id } = await createUser(t.database.db, 'max', await hashPassword(PASSWORD));
    await setTemporary(admin.cookie, id, { password: 'temporary-456' });
    const cookie = cookieFrom(await login(t, 'max', 'temporary-456'));
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBe(204);
    expect(await signedIn(t, cookie)).toBe(false);
  });

  it('refuses your own account, an unknown one, a short password, and anyone not signed in', async () => {
    const own = await setTemporary(admin.cookie, admin.id, { password: 'temporary-789' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'Use Change My Password for your own account' });
    for (const id of [999_999, 'abc']) {
      const unknown = await setTemporary(admin.cookie, id, { password: 'temporary-789' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Staff account not found' });
    }
    const { id } = await createUser(t.database.db, 'nia', await hashPassword(PASSWORD));
    const short = await setTemporary(admin.cookie, id, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().issues).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
    expect((await setTemporary('', id, { password: 'temporary-789' })).statusCode).toBe(401);
    expect((await login(t, 'nia')).json().mustChangePassword).toBe(false);
  });
});

describe('guessing the current password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gets ten tries in fifteen minutes, as at the sign-in page; then 429 even for the right one', async () => {
    const { cookie } = await account(t, 'kai');
    const attempt = (currentPassword: string) =>
      changePassword(t, cookie, { currentPassword, newPassword: 'kais-new-password' });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).statusCode).toBe(400);
    const refused = await attempt(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many password change attempts\. Please try again in /);
    expect((await login(t, 'kai')).statusCode).toBe(200);
  });
});

describe('removing a colleague', () => {
  let t: TestApp;
  let hana: { id: number; cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    hana = await account(t, 'hana');
  });
  afterAll(() => t.close());

  it('refuses to remove your own account', async () => {
    const res = await remove(t, hana.cookie, hana.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot remove your own account' });
    expect(await usernames(t)).toEqual(['hana']);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [999_999, 0, -1, 2_147_483_648, 'abc', '1.5', "1' or '1'='1", 'me']) {
      const res = await remove(t, hana.cookie, encodeURIComponent(id));
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Staff account not found' });
    }
  });

  it("removes a colleague's account and ends their sessions", async () => {
    const ivan = await account(t, 'ivan');
    const res = await remove(t, hana.cookie, ivan.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await signedIn(t, ivan.cookie)).toBe(false);
    expect((await login(t, 'ivan')).statusCode).toBe(401);
    expect(await usernames(t)).toEqual(['hana']);
    expect((await remove(t, hana.cookie, ivan.id)).statusCode).toBe(404);
  });

  it('two staff removing each other at once leave one account', async () => {
    const jo = await account(t, 'jo');
    const [first, second] = await Promise.all([remove(t, hana.cookie, jo.id), remove(t, jo.cookie, hana.id)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(204);
    // The loser either was already signed out (its account gone) or finds only one account left.
    expect([401, 409]).toContain(statuses[1]);
    expect(await usernames(t)).toHaveLength(1);
  });
});

describe.runIf(usingPostgres())('removing on PostgreSQL, both requests inside their transactions at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const connect = async () => {
    const client = new pg.Client({ connectionString: t.database.connectionUrl });
    await client.connect();
    return client;
  };

  it('refuses the second with 409: the last account cannot be removed', async () => {
    const kim = await account(t, 'kim');
    const lee = await account(t, 'lee');
    // Holding every account row makes both removals wait inside their transactions, past the session check.
    const holder = await connect();
    // Another connection watches: inside a transaction pg_stat_activity would show one unchanging snapshot.
    const watcher = await connect();
    const waitingOnLocks = async () => {
      const { rows } = await watcher.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      return rows[0].n as number;
    };
    try {
      await holder.query('begin');
      await holder.query('select id from users for update');
      const both = Promise.all([remove(t, kim.cookie, lee.id), remove(t, lee.cookie, kim.id)]);
      while ((await waitingOnLocks()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      await holder.query('commit');
      const answers = (await both).map((res) => [res.statusCode, res.body]).sort();
      expect(answers).toEqual([
        [204, ''],
        [409, JSON.stringify({ message: 'The last staff account cannot be removed' })],
      ]);
      expect(await usernames(t)).toHaveLength(1);
    } finally {
      await holder.end();
      await watcher.end();
    }
  });
});
