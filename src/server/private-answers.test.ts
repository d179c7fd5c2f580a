// What belongs to one person is kept by no browser cache, proxy or service worker: every answer under /api/admin,
// /api/user and /family (errors included), the registration form answered with what a family typed, and the
// registration's confirmation. The routes are the app's own, as registered, so a new one cannot be forgotten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayKeep } from '../shared/offline-rules';
import { isPrivatePath, PRIVATE_NO_STORE } from './security-headers';
import { createTestApp, type TestApp } from './test-app';

const UNKNOWN_ID = '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c';
const NOW = new Date('2027-02-01T00:00:00Z');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  admin = await t.signIn('president');
});
afterAll(() => t.close());

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A route's URL with its parameters filled in: staff are numbered, everything else is a uuid. */
const concrete = (url: string) =>
  url.replace(/:\w+/g, url.startsWith('/api/admin/staff/') ? '999999' : UNKNOWN_ID).replace(/\*$/, 'anything');

const headersOf = (res: { headers: Record<string, unknown> }) => res.headers['cache-control'];

describe('private paths', () => {
  it('are the staff API, the signed-in account and family links, nothing public', () => {
    for (const url of ['/api/admin', '/api/admin/staff', '/api/user', '/api/user?x=1', '/family/abc', '/family']) {
      expect(isPrivatePath(url), url).toBe(true);
    }
    for (const url of ['/api/administrators', '/api/users', '/familyday', '/api/teams', '/', '/register']) {
      expect(isPrivatePath(url), url).toBe(false);
    }
  });

  it('answer every registered route private, no-store: signed in, signed out and refused', async () => {
    const routes = t.routes.filter((route) => isPrivatePath(route.url));
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/admin/registrations',
        '/api/admin/registrations/summary',
        '/api/admin/inquiries',
        '/api/admin/inquiries/summary',
        '/api/admin/staff',
        '/api/user',
      ]),
    );
    const wrong: string[] = [];
    for (const route of routes) {
      const method = route.method as Method;
      const url = concrete(route.url);
      const payload = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      for (const [who, headers] of [
        ['admin', { cookie: admin }],
        ['anonymous', {}],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        if (headersOf(res) !== PRIVATE_NO_STORE)
          wrong.push(`${method} ${url} ${who} ${res.statusCode}: ${headersOf(res)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answer unknown paths, malformed addresses and family links private, no-store too', async () => {
    for (const url of ['/api/admin/nothing-here', '/api/admin/%', '/api/user/%', '/family/not-a-family-token']) {
      const res = await t.app.inject({ url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(headersOf(res), url).toBe(PRIVATE_NO_STORE);
    }
  });
});

describe('the registration form and its confirmation', () => {
  let teamId: string;
  beforeAll(async () => {
    const settingsId = (await t.app.inject({ url: '/api/settings' })).json().id;
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: { cookie: admin },
      payload: { name: 'U14 Development', ageGroup: 'Under 14', description: 'A team.', features: [], color: 'red' },
    });
    teamId = team.json().id;
    const open = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/${settingsId}`,
      headers: { cookie: admin },
      payload: {
        contactAddress: 'Club Training Centre',
        contactPhone: '+675 321 0000',
        contactEmail: 'hello@club.example',
        season: '2027 Season',
        registrationOpen: true,
      },
    });
    expect(open.statusCode, open.body).toBe(200);
  });

  const form = (changes: Record<string, string>) =>
    new URLSearchParams({
      firstName: 'Kila',
      lastName: 'Vagi',
      dateOfBirth: '2013-05-10',
      gender: 'female',
      teamId,
      guardianName: 'Mary Vagi',
      guardianRelationship: 'Mother',
      guardianPhone: '7123 4567',
      emergencyName: 'John Vagi',
      emergencyPhone: '7234 5678',
      medical: 'Asthma: inhaler in the blue bag',
      consentCodeOfConduct: 'on',
      consentMedical: 'on',
      photoConsent: 'no',
      ...changes,
    }).toString();
  const post = (changes: Record<string, string>, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(changes),
      remoteAddress,
    });

  it('answers a refused form, which shows the medical notes typed, no-store', async () => {
    const refused = await post({ lastName: '' }, '10.8.0.1');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Asthma: inhaler in the blue bag');
    expect(headersOf(refused)).toBe(PRIVATE_NO_STORE);
  });

  it('answers the confirmation no-store, so the offline worker does not keep it', async () => {
    const sent = await post({}, '10.8.0.2');
    expect(sent.statusCode, sent.body).toBe(303);
    const page = await t.app.inject({ url: (sent.headers.location as string).split('#')[0]! });
    expect(page.statusCode).toBe(200);
    expect(headersOf(page)).toBe(PRIVATE_NO_STORE);
    expect(mayKeep(page.statusCode, new Headers({ 'cache-control': String(headersOf(page)) }))).toBe(false);
    // A public page is still kept.
    const home = await t.app.inject({ url: '/' });
    expect(mayKeep(home.statusCode, new Headers({ 'cache-control': String(headersOf(home)) }))).toBe(true);
  });
});
