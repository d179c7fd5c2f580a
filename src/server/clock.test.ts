// One clock (ADR 058): sessions, registrations' age rules, the schema's date checks and the per-address limits
// all read the app's clock, so moving the test app's clock moves them all; every club day is counted in
// CLUB_TIMEZONE.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations, siteSettings, teams } from '../shared/schema';
import { createTestApp, type TestApp, testClock } from './test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = testClock('2027-03-09T12:00:00+10:00');

let t: TestApp;
let senior: string;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_HOURS: '2', CLUB_TIMEZONE: 'Pacific/Port_Moresby' }, { now: clock.now });
  await t.app.db.update(siteSettings).set({ registrationOpen: true, season: '2027 Season' });
  const [team] = await t.app.db
    .insert(teams)
    .values({ name: 'Senior Men', ageGroup: 'senior', description: '-', features: [], color: 'bg-black' })
    .returning({ id: teams.id });
  senior = team!.id;
});
afterAll(() => t.close());

describe("the app's clock", () => {
  it('ends a session once moved past SESSION_IDLE_HOURS', async () => {
    clock.set('2027-03-09T12:00:00+10:00');
    const cookie = await t.signIn('clock-watcher');
    const me = () => t.app.inject({ url: '/api/user', headers: { cookie } });
    clock.advance(2 * HOUR - MINUTE);
    expect((await me()).statusCode).toBe(200);
    // That use moved the idle end: two more hours without use end it.
    clock.advance(2 * HOUR + MINUTE);
    expect((await me()).statusCode).toBe(401);
  });

  it("decides a registration's age rule on the club's day it shows", async () => {
    // Born 10 March 2009: 17 on the club's 9 March 2027, 18 the next day (midnight in Port Moresby is 14:00 UTC).
    const selfRegistration = {
      firstName: 'Ray',
      lastName: 'Kila',
      dateOfBirth: '2009-03-10',
      teamId: senior,
      playerPhone: '7345 6789',
      emergencyName: 'John Kila',
      emergencyPhone: '+675 7234 5678',
      consentCodeOfConduct: true,
      consentMedical: true,
      photoConsent: false,
    };
    const register = () =>
      t.app.inject({ method: 'POST', url: '/api/registrations', payload: selfRegistration, remoteAddress: '10.7.0.1' });
    clock.set('2027-03-09T13:59:00Z');
    const minor = await register();
    expect(minor.statusCode).toBe(400);
    expect(minor.json().issues).toContainEqual({
      path: 'guardianName',
      message: 'Parent or guardian name is required',
    });
    clock.set('2027-03-09T14:00:00Z');
    const adult = await register();
    expect(adult.statusCode).toBe(201);
    const [stored] = await t.app.db
      .select()
      .from(registrations)
      .where(eq(registrations.reference, adult.json().reference));
    expect(stored!.createdAt.toISOString()).toBe('2027-03-09T14:00:00.000Z');
  });

  it('takes a result once the game has started by the clock', async () => {
    const game = {
      teamId: senior,
      kind: 'game',
      title: 'Senior Men v Lae Eagles',
      startsAt: '2027-03-12T18:00:00+10:00',
      endsAt: '2027-03-12T19:30:00+10:00',
      venue: 'Taurama Indoor Complex',
      homeAway: 'home',
      scoreFor: 54,
      scoreAgainst: 48,
    };
    clock.set('2027-03-12T17:59:00+10:00');
    const cookie = await t.signIn('scorer');
    const enter = () => t.app.inject({ method: 'POST', url: '/api/admin/events', headers: { cookie }, payload: game });
    const early = await enter();
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([
      { path: 'scoreFor', message: 'A result can be entered once the game has started' },
    ]);
    clock.set('2027-03-12T18:00:00+10:00');
    expect((await enter()).statusCode).toBe(201);
  });

  it("starts a new rate-limit window once moved past the old one's end", async () => {
    clock.set('2027-03-13T09:00:00+10:00');
    const enquiry = { firstName: 'Ana', lastName: 'Kei', email: 'ana@example.com', message: 'Can my son try out?' };
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: enquiry, remoteAddress: '10.7.0.2' });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    clock.advance(10 * MINUTE);
    const received = await send();
    expect(received.statusCode).toBe(201);
    expect(received.json().createdAt).toBe('2027-03-12T23:10:00.000Z');
  });
});

describe("the club's day", () => {
  it('turns at midnight in CLUB_TIMEZONE, on the app clock', async () => {
    clock.set('2027-03-09T13:59:00Z');
    expect(t.app.today()).toBe('2027-03-09');
    clock.set('2027-03-09T14:00:00Z');
    expect(t.app.today()).toBe('2027-03-10');
    // Another zone, another midnight: Auckland keeps daylight saving in March (UTC+13).
    const auckland = testClock('2027-03-09T10:59:00Z');
    const other = await createTestApp({ CLUB_TIMEZONE: 'Pacific/Auckland' }, { now: auckland.now });
    try {
      expect(other.app.today()).toBe('2027-03-09');
      auckland.advance(MINUTE);
      expect(other.app.today()).toBe('2027-03-10');
    } finally {
      await other.close();
    }
  });
});
