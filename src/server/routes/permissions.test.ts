// The permission matrix (ADR 040): every registered /api/admin route declares a permission, and each role
// gets the answer its permissions give it; a Coach works on their own teams' fixtures, players and registrations
// only; the last Admin stays one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { sendForm } from '../../../tests/fixtures/content';
import { COACH_NEEDS_TEAMS } from '../../shared/credentials';
import { noPermission, PERMISSIONS, type Permission, ROLES, type Role } from '../../shared/permissions';
import { siteSettings, teams, users } from '../../shared/schema';
import { OPENAPI_PATH } from '../api-contract';
import { adminScope, PASSWORD_CHANGE_NEEDED, UNDECLARED } from '../auth/guard';
import { errorResponses } from '../response-schemas';
import { LAST_ADMIN } from '../services/users';
import { createTestApp, type TestApp } from '../test-app';

const UNKNOWN_ID = '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c';
/** A route planted before the app starts, declaring nothing: the listing must catch it and the guard refuse it. */
const PLANTED = '/api/admin/planted-without-permission';
/** A route planted outside the admin plugin, where no guard would cover it. */
const OUTSIDE = '/api/admin/planted-outside';
let outsideRefusal: Error | undefined;

let t: TestApp;
let teamA: string;
let teamB: string;
const cookies = {} as Record<Role, string>;
let temporary: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const planted = { schema: { response: { 200: z.object({ planted: z.boolean() }), ...errorResponses } } };
  // In an admin plugin (as in routes/admin.ts), where a route that forgot its declaration would be.
  await t.app.register(
    adminScope(async (admin) => {
      admin.get(PLANTED, planted, async () => ({ planted: true }));
    }),
  );
  try {
    t.app.get(OUTSIDE, planted, async () => ({ planted: true }));
  } catch (error) {
    outsideRefusal = error as Error;
  }
  const made = await t.database.db
    .insert(teams)
    .values([
      { name: 'U14 Development', ageGroup: 'u14', description: '-', features: [], color: 'bg-club-red' },
      { name: 'U16 Competitive', ageGroup: 'u16', description: '-', features: [], color: 'bg-black' },
    ])
    .returning({ id: teams.id });
  [teamA, teamB] = made.map((team) => team.id) as [string, string];
  cookies.admin = await t.signIn('president');
  cookies.editor = await t.signIn('editor', { role: 'editor' });
  cookies.coach = await t.signIn('coach-a', { role: 'coach', teamIds: [teamA] });
  cookies.treasurer = await t.signIn('bookkeeper', { role: 'treasurer' });
  temporary = await t.signIn('forgetful');
  await t.database.db.update(users).set({ mustChangePassword: true }).where(eqUsername('forgetful'));
});
afterAll(() => t?.close());

const eqUsername = (name: string) => eq(users.username, name);

/** The URL a route answers, its parameters filled with ids that name nothing. */
const concrete = (url: string) =>
  url.replace(/:id/g, url.startsWith('/api/admin/staff/') ? '999999' : UNKNOWN_ID).replace(/:name/g, 'nothing');

const adminRoutes = () => t.routes.filter((route) => route.url === '/api/admin' || route.url.startsWith('/api/admin/'));

describe('every /api/admin route', () => {
  it('declares a permission (the planted one is the only one without)', () => {
    const undeclared = adminRoutes()
      .filter((route) => route.permission === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([`GET ${PLANTED}`]);
    for (const route of adminRoutes()) {
      if (route.permission) expect(Object.keys(PERMISSIONS), route.url).toContain(route.permission);
    }
  });

  it('names its permission in the API document', async () => {
    const document = (await t.app.inject(OPENAPI_PATH)).json();
    expect(document.paths['/api/admin/staff/{id}/role'].put.description).toBe('Permission `staff`: Admin.');
    expect(document.paths['/api/admin/events'].post.description).toBe(
      'Permission `fixtures`: Admin, Editor, Coach (a Coach: their own teams only).',
    );
  });

  it('is registered in the admin plugin: one outside it is refused as it is added', async () => {
    expect(outsideRefusal?.message).toBe(
      `GET ${OUTSIDE}: register /api/admin routes in the admin plugin (routes/admin.ts)`,
    );
    expect(adminRoutes().map((route) => route.url)).not.toContain(OUTSIDE);
    expect((await call(cookies.admin, 'GET', OUTSIDE)).statusCode).toBe(404);
  });

  it('refuses a route without a declared permission to everyone, Admins included', async () => {
    expect((await call(undefined, 'GET', PLANTED)).statusCode).toBe(401);
    for (const role of ROLES) {
      const res = await call(cookies[role], 'GET', PLANTED);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ message: noPermission(UNDECLARED) });
    }
  });

  it('answers each role as its permissions say', async () => {
    const routes = adminRoutes().filter((route) => route.permission !== undefined);
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const route of routes) {
      const permission = route.permission as Permission;
      const definition = PERMISSIONS[permission];
      const method = route.method as Method;
      const url = concrete(route.url);
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const name = `${method} ${route.url} (${permission})`;

      const anonymous = await call(undefined, method, url, payload);
      if (anonymous.statusCode !== 401) wrong.push(`${name} anonymous: ${anonymous.statusCode}`);

      const temporaryAnswer = await call(temporary, method, url, payload);
      const temporaryRefused =
        temporaryAnswer.statusCode === 403 && temporaryAnswer.json().message === PASSWORD_CHANGE_NEEDED;
      if ('withTemporaryPassword' in definition === temporaryRefused) {
        wrong.push(`${name} temporary password: ${temporaryAnswer.statusCode} ${temporaryAnswer.body}`);
      }

      for (const role of ROLES) {
        const res = await call(cookies[role], method, url, payload);
        const holds = (definition.roles as readonly Role[]).includes(role);
        if (holds && (res.statusCode === 401 || res.statusCode === 403)) {
          wrong.push(`${name} ${role}: refused ${res.statusCode} ${res.body}`);
        }
        if (!holds && (res.statusCode !== 403 || res.json().message !== noPermission(definition.words))) {
          wrong.push(`${name} ${role}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a Coach of U14 Development', () => {
  const game = (teamId: string, fields: Record<string, unknown> = {}) => ({
    teamId,
    kind: 'game',
    title: 'vs Lae Eagles',
    startsAt: '2025-03-01T18:30:00+10:00',
    endsAt: '2025-03-01T20:30:00+10:00',
    venue: 'Taurama Indoor Complex',
    homeAway: 'home',
    ...fields,
  });
  const OTHER_FIXTURES = noPermission("change another team's fixtures");
  const OTHER_PLAYERS = noPermission("change another team's players");
  const OTHER_REGISTRATIONS = noPermission("see another team's registrations");

  it("adds and edits their team's results, and is refused another team's", async () => {
    const added = await call(cookies.coach, 'POST', '/api/admin/events', game(teamA));
    expect(added.statusCode, added.body).toBe(201);
    const ours = added.json();
    const result = await call(cookies.coach, 'PUT', `/api/admin/events/${ours.id}`, {
      ...game(teamA),
      scoreFor: 54,
      scoreAgainst: 48,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ scoreFor: 54, scoreAgainst: 48 });

    const forB = await call(cookies.coach, 'POST', '/api/admin/events', game(teamB));
    expect(forB.statusCode).toBe(403);
    expect(forB.json()).toEqual({ message: OTHER_FIXTURES });
    const weekly = await call(cookies.coach, 'POST', '/api/admin/events', {
      ...game(teamB),
      repeatWeeklyUntil: '2025-03-29',
    });
    expect(weekly.statusCode).toBe(403);

    const theirs = (await call(cookies.admin, 'POST', '/api/admin/events', game(teamB))).json();
    for (const [method, url, payload] of [
      ['PUT', `/api/admin/events/${theirs.id}`, { ...game(teamA), scoreFor: 1, scoreAgainst: 99 }],
      ['DELETE', `/api/admin/events/${theirs.id}`, undefined],
      // Moving their own game to another team is writing another team's fixtures.
      ['PUT', `/api/admin/events/${ours.id}`, game(teamB)],
    ] as const) {
      const res = await call(cookies.coach, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: OTHER_FIXTURES });
    }
    // Another team's game deleted by an Admin cannot be brought back by the Coach; the Admin still can.
    expect((await call(cookies.admin, 'DELETE', `/api/admin/events/${theirs.id}`)).statusCode).toBe(204);
    const restore = await call(cookies.coach, 'POST', `/api/admin/events/${theirs.id}/restore`);
    expect(restore.statusCode).toBe(403);
    expect((await call(cookies.admin, 'POST', `/api/admin/events/${theirs.id}/restore`)).statusCode).toBe(200);

    expect((await call(cookies.coach, 'DELETE', `/api/admin/events/${ours.id}`)).statusCode).toBe(204);
    expect((await call(cookies.coach, 'POST', `/api/admin/events/${ours.id}/restore`)).statusCode).toBe(200);
  });

  it("adds and edits their team's players, sees only theirs, and deletes none", async () => {
    const player = (teamId?: string) => ({ name: 'Kila Morea', position: 'Guard', ...(teamId ? { teamId } : {}) });
    const ours = await sendForm(t.app, cookies.coach, 'POST', '/api/admin/players', player(teamA));
    expect(ours.statusCode, ours.body).toBe(201);
    const id = ours.json().id;
    const edited = await sendForm(t.app, cookies.coach, 'PUT', `/api/admin/players/${id}`, {
      ...player(teamA),
      position: 'Forward',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const body of [player(teamB), player()]) {
      const refused = await sendForm(t.app, cookies.coach, 'POST', '/api/admin/players', body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: OTHER_PLAYERS });
    }
    const theirs = await sendForm(t.app, cookies.admin, 'POST', '/api/admin/players', player(teamB));
    const editTheirs = await sendForm(t.app, cookies.coach, 'PUT', `/api/admin/players/${theirs.json().id}`, {
      ...player(teamA),
    });
    expect(editTheirs.statusCode).toBe(403);

    const listed = (await call(cookies.coach, 'GET', '/api/admin/players')).json() as { teamId: string }[];
    expect(listed.map((row) => row.teamId)).toEqual([teamA]);
    expect((await call(cookies.editor, 'GET', '/api/admin/players')).json()).toHaveLength(2);

    const remove = await call(cookies.coach, 'DELETE', `/api/admin/players/${id}`);
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual({ message: noPermission('delete player profiles') });
  });

  it("reads and changes their team's registrations only", async () => {
    await t.database.db.update(siteSettings).set({ registrationOpen: true, season: '2027 Season' });
    const references: Record<string, string> = {};
    for (const [name, teamId, address] of [
      ['Kila', teamA, '10.20.0.1'],
      ['Vere', teamB, '10.20.0.2'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registrations',
        remoteAddress: address,
        payload: {
          firstName: name,
          lastName: 'Morea',
          dateOfBirth: `${Number(t.app.today().slice(0, 4)) - 12}-01-01`,
          teamId,
          guardianName: 'Mary Morea',
          guardianRelationship: 'Mother',
          guardianPhone: '7123 4567',
          emergencyName: 'John Morea',
          emergencyPhone: '+675 7234 5678',
          consentCodeOfConduct: true,
          consentMedical: true,
          photoConsent: false,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      references[name] = res.json().reference;
    }
    const all = (await call(cookies.admin, 'GET', '/api/admin/registrations')).json() as {
      id: string;
      firstName: string;
    }[];
    const idOf = (name: string) => all.find((row) => row.firstName === name)!.id;

    const listed = (await call(cookies.coach, 'GET', '/api/admin/registrations')).json() as { firstName: string }[];
    expect(listed.map((row) => row.firstName)).toEqual(['Kila']);
    expect((await call(cookies.coach, 'GET', `/api/admin/registrations?team=${teamA}`)).statusCode).toBe(200);
    const otherTeam = await call(cookies.coach, 'GET', `/api/admin/registrations?team=${teamB}`);
    expect(otherTeam.statusCode).toBe(403);
    expect(otherTeam.json()).toEqual({ message: OTHER_REGISTRATIONS });
    expect((await call(cookies.coach, 'GET', '/api/admin/registrations/summary')).json()).toEqual({
      new: 1,
      seasons: ['2027 Season'],
    });
    const csv = await call(cookies.coach, 'GET', '/api/admin/registrations/export.csv?medical=1');
    expect(csv.body).toContain(references.Kila);
    expect(csv.body).not.toContain(references.Vere);
    expect((await call(cookies.coach, 'GET', `/api/admin/registrations/export.csv?team=${teamB}`)).statusCode).toBe(
      403,
    );

    expect((await call(cookies.coach, 'GET', `/api/admin/registrations/${idOf('Kila')}`)).statusCode).toBe(200);
    const detail = await call(cookies.coach, 'GET', `/api/admin/registrations/${idOf('Vere')}`);
    expect(detail.statusCode).toBe(403);
    expect(detail.json()).toEqual({ message: OTHER_REGISTRATIONS });
    const change = await call(cookies.coach, 'PATCH', `/api/admin/registrations/${idOf('Vere')}`, {
      notes: 'seen',
    });
    expect(change.statusCode).toBe(403);
    const ours = await call(cookies.coach, 'PATCH', `/api/admin/registrations/${idOf('Kila')}`, { notes: 'seen' });
    expect(ours.statusCode, ours.body).toBe(200);
    // The fee is money: the Coach's form sends it unchanged with the notes; changing it is refused.
    const unchangedFee = await call(cookies.coach, 'PATCH', `/api/admin/registrations/${idOf('Kila')}`, {
      notes: 'seen again',
      feeStatus: 'unpaid',
    });
    expect(unchangedFee.statusCode, unchangedFee.body).toBe(200);
    const fee = await call(cookies.coach, 'PATCH', `/api/admin/registrations/${idOf('Kila')}`, {
      feeStatus: 'paid',
      feeMethod: 'cash',
    });
    expect(fee.statusCode).toBe(403);
    expect(fee.json()).toEqual({ message: noPermission(PERMISSIONS.money.words) });
    const remove = await call(cookies.coach, 'DELETE', `/api/admin/registrations/${idOf('Kila')}`);
    expect(remove.json()).toEqual({ message: noPermission('delete registrations') });
  });
});

describe('roles in Staff Accounts', () => {
  const setRole = (cookie: string, id: number, body: object) =>
    call(cookie, 'PUT', `/api/admin/staff/${id}/role`, body);
  const idOf = async (username: string) =>
    (await t.database.db.select().from(users).where(eqUsername(username)))[0]!.id;

  it('sets a role and a Coach its teams; the session sees it at once', async () => {
    const id = await idOf('editor');
    const noTeams = await setRole(cookies.admin, id, { role: 'coach' });
    expect(noTeams.statusCode).toBe(400);
    expect(noTeams.json().issues).toEqual([{ path: 'teamIds', message: COACH_NEEDS_TEAMS }]);
    const unknown = await setRole(cookies.admin, id, { role: 'coach', teamIds: [UNKNOWN_ID] });
    expect(unknown.statusCode).toBe(400);
    expect((await setRole(cookies.admin, id, { role: 'owner' })).statusCode).toBe(400);

    const coach = await setRole(cookies.admin, id, { role: 'coach', teamIds: [teamB, teamA] });
    expect(coach.statusCode, coach.body).toBe(200);
    expect(coach.json()).toMatchObject({ username: 'editor', role: 'coach', teamIds: [teamA, teamB].sort() });
    expect((await call(cookies.editor, 'GET', '/api/user')).json()).toMatchObject({ role: 'coach' });
    expect((await call(cookies.editor, 'GET', '/api/admin/inquiries')).statusCode).toBe(403);

    // Teams are a Coach's only: another role clears them.
    const editor = await setRole(cookies.admin, id, { role: 'editor', teamIds: [teamA] });
    expect(editor.json()).toMatchObject({ role: 'editor', teamIds: [] });
    expect((await call(cookies.editor, 'GET', '/api/admin/inquiries')).statusCode).toBe(200);
  });

  it('adds an account with its role; without one it is an Editor', async () => {
    const coach = await call(cookies.admin, 'POST', '/api/admin/staff', {
      username: 'coach-b',
      password: 'long-enough-1',
      role: 'coach',
      teamIds: [teamB],
    });
    expect(coach.statusCode, coach.body).toBe(201);
    expect(coach.json()).toMatchObject({ role: 'coach', teamIds: [teamB] });
    const plain = await call(cookies.admin, 'POST', '/api/admin/staff', {
      username: 'plain',
      password: 'long-enough-1',
    });
    expect(plain.json()).toMatchObject({ role: 'editor', teamIds: [] });
    const listed = (await call(cookies.admin, 'GET', '/api/admin/staff')).json() as { username: string }[];
    expect(listed.find((account) => account.username === 'coach-b')).toMatchObject({ teamIds: [teamB] });
  });

  it('keeps the last Admin an Admin, and lets an Admin step down once another is one', async () => {
    const president = await idOf('president');
    const forgetful = await idOf('forgetful');
    // 'forgetful' is an Admin too (with a temporary password): make them an Editor first.
    expect((await setRole(cookies.admin, forgetful, { role: 'editor' })).statusCode).toBe(200);
    const alone = await setRole(cookies.admin, president, { role: 'editor' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toEqual({ message: LAST_ADMIN });

    const treasurer = await t.signIn('treasurer');
    expect((await setRole(cookies.admin, president, { role: 'editor' })).statusCode).toBe(200);
    // Now an Editor: Staff Accounts is closed to them.
    expect((await setRole(cookies.admin, president, { role: 'admin' })).statusCode).toBe(403);
    const last = await setRole(treasurer, await idOf('treasurer'), { role: 'coach', teamIds: [teamA] });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: LAST_ADMIN });
    expect((await setRole(treasurer, president, { role: 'admin' })).statusCode).toBe(200);
  });

  it('brings a removed Coach back with their teams', async () => {
    const id = await idOf('coach-b');
    expect((await call(cookies.admin, 'DELETE', `/api/admin/staff/${id}`)).statusCode).toBe(204);
    const restored = await call(cookies.admin, 'POST', `/api/admin/staff/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ role: 'coach', teamIds: [teamB] });
  });

  it('holds a signed-in caller of /api/register to its declared permission, as the admin routes are', async () => {
    const route = t.routes.find((r) => r.url === '/api/register' && r.method === 'POST');
    expect(route?.permission).toBe('staff');
    for (const role of ROLES) {
      const res = await call(cookies[role], 'POST', '/api/register', {
        username: `by-${role}`,
        password: 'long-enough-1',
      });
      if ((PERMISSIONS.staff.roles as readonly Role[]).includes(role)) expect(res.statusCode, role).toBe(201);
      else {
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toEqual({ message: noPermission(PERMISSIONS.staff.words) });
      }
    }
  });
});
