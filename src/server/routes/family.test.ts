// A family's private page's calls (GET /api/family/{token}, its answers and photo consent): only the token opens
// them, the same 404 for any wrong or ended one; answers are saved at once and sealed, refused once the event has
// started; consent changes the public players' list at once; nothing of the family reaches the log or a public answer.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAMILY_START,
  type FamilySeed,
  fromPhone,
  hoursFrom,
  MARY,
  seedFamilies,
} from '../../../tests/fixtures/families';
import { type FamilyPage, NOTE_MAX_LENGTH } from '../../shared/families';
import { api } from '../../shared/paths';
import { activityLog, availability, families, players } from '../../shared/schema';
import { newFamilyToken } from '../families/family';
import { createSecondInstance, createTestApp, type TestApp, testClock, usingPostgres } from '../test-app';

const clock = testClock(FAMILY_START);
const log: string[] = [];
let t: TestApp;
let s: FamilySeed;

beforeAll(async () => {
  t = await createTestApp(
    { DATA_KEY: randomBytes(32).toString('base64') },
    { now: clock.now, log: { write: (line) => void log.push(line) } },
  );
  s = await seedFamilies(t);
});
afterAll(() => t.close());
afterEach(() => clock.set(FAMILY_START));

const getPage = (token = s.token) => fromPhone(t, { url: api.familyPage(token) });
const answer = (body: Record<string, unknown>, token = s.token) =>
  fromPhone(t, { method: 'PUT', url: api.familyAvailability(token), payload: body });
const consent = (body: Record<string, unknown>, token = s.token) =>
  fromPhone(t, { method: 'PUT', url: api.familyConsent(token), payload: body });
const pageOf = async (token = s.token) => {
  const res = await getPage(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FamilyPage>();
};
const kilaOf = (page: FamilyPage) => page.children.find((child) => child.playerId === s.kilaId)!;

describe("a family's page", () => {
  it("lists each child with their team's events of the next 21 days and their photo consent", async () => {
    const page = await pageOf();
    expect(page.guardianName).toBe(MARY.guardianName);
    expect(page.children.map((child) => [child.firstName, child.teamName])).toEqual([
      ['Kila', 'U14 Boys'],
      ['Tau', null],
    ]);
    const kila = kilaOf(page);
    // Consent of 10 January 2026 lasts 12 months.
    expect(kila.photosUntil).toBe('2027-01-10');
    expect(kila.events.map((event) => event.id)).toEqual([s.trainingId, s.gameId]);
    expect(kila.events[1]).toMatchObject({
      kind: 'game',
      title: 'vs Lae Eagles',
      teamName: 'U14 Boys',
      venue: 'Taurama Gym',
      startsAt: hoursFrom(FAMILY_START, 72).toISOString(),
      answer: null,
      note: null,
      open: true,
    });
    expect(page.children[1]).toMatchObject({ photosUntil: null, events: [] });
  });

  it('answers the same 404 to a wrong token, an ended one and one of the wrong shape', async () => {
    const [oldToken] = [s.token];
    const renewed = newFamilyToken();
    await t.database.db.update(families).set({ token: renewed }).where(eq(families.id, s.familyId));
    try {
      const answers = await Promise.all([oldToken, newFamilyToken(), 'not-a-token'].map((token) => getPage(token)));
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(answers[0]!.body);
      }
      expect((await answer({ eventId: s.gameId, playerId: s.kilaId, answer: 'yes' }, oldToken)).body).toBe(
        answers[0]!.body,
      );
      expect((await pageOf(renewed)).children).toHaveLength(2);
    } finally {
      await t.database.db.update(families).set({ token: oldToken }).where(eq(families.id, s.familyId));
    }
  });

  it('carries no-store and noindex, found or not', async () => {
    for (const res of [await getPage(), await getPage(newFamilyToken())]) {
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });
});

describe("a family's answers", () => {
  it('saves an answer at once, with its note sealed at rest, and changes it', async () => {
    const saved = await answer({
      eventId: s.gameId,
      playerId: s.kilaId,
      answer: 'maybe',
      note: ' No bus fare this week ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: s.gameId, answer: 'maybe', note: 'No bus fare this week', open: true });
    const [stored] = await t.database.db
      .select()
      .from(availability)
      .where(and(eq(availability.eventId, s.gameId), eq(availability.playerId, s.kilaId)));
    expect(stored).toMatchObject({ answer: 'maybe', givenBy: 'family', answeredAt: new Date(FAMILY_START) });
    expect(stored!.note).toMatch(/^sealed:v1:/);
    expect(stored!.note).not.toContain('bus fare');
    expect(kilaOf(await pageOf()).events[1]).toMatchObject({ answer: 'maybe', note: 'No bus fare this week' });

    clock.advance(60_000);
    const changed = await answer({ eventId: s.gameId, playerId: s.kilaId, answer: 'yes', note: '   ' });
    expect(changed.json()).toMatchObject({ answer: 'yes', note: null });
    const rows = await t.database.db.select().from(availability).where(eq(availability.playerId, s.kilaId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      answer: 'yes',
      note: null,
      answeredAt: new Date(Date.parse(FAMILY_START) + 60_000),
    });
  });

  it("may answer a team event past the 21 days, but no other family's child and no other team's event", async () => {
    expect((await answer({ eventId: s.laterGameId, playerId: s.kilaId, answer: 'no' })).statusCode).toBe(200);
    const otherChild = await answer({ eventId: s.gameId, playerId: s.otherChildId, answer: 'no' });
    expect(otherChild.statusCode).toBe(404);
    const otherTeam = await answer({ eventId: s.otherTeamGameId, playerId: s.kilaId, answer: 'no' });
    expect(otherTeam.statusCode).toBe(404);
    // Tau is in no team: no event is theirs.
    expect((await answer({ eventId: s.gameId, playerId: s.tauId, answer: 'no' })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(availability).where(eq(availability.playerId, s.otherChildId));
    expect(rows).toEqual([]);
  });

  it('refuses a change once the event has started, and says so', async () => {
    await answer({ eventId: s.trainingId, playerId: s.kilaId, answer: 'yes' });
    clock.set(hoursFrom(FAMILY_START, 24));
    const late = await answer({ eventId: s.trainingId, playerId: s.kilaId, answer: 'no' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This training has started: the answer can no longer be changed. Tell the coach.');
    const training = kilaOf(await pageOf()).events.find((event) => event.id === s.trainingId);
    expect(training).toMatchObject({ answer: 'yes', open: false });
    // Once it is over it is no longer listed.
    clock.set(hoursFrom(FAMILY_START, 26));
    expect(kilaOf(await pageOf()).events.map((event) => event.id)).toEqual([s.gameId]);
  });

  it('refuses a bad body with 400 and its problems', async () => {
    const res = await answer({
      eventId: 'x',
      playerId: s.kilaId,
      answer: 'perhaps',
      note: 'n'.repeat(NOTE_MAX_LENGTH + 1),
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Not the id of an event',
        'Choose Yes, No or Maybe',
        `Keep the note to the coach to ${NOTE_MAX_LENGTH} characters`,
      ]),
    );
    const noJson = await fromPhone(t, {
      method: 'PUT',
      url: api.familyAvailability(s.token),
      headers: { 'content-type': 'text/plain' },
      payload: 'yes',
    });
    expect(noJson.statusCode).toBeLessThan(500);
    expect(noJson.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('photo consent', () => {
  const kilaRow = async () => (await t.database.db.select().from(players).where(eq(players.id, s.kilaId)))[0]!;
  const publicKila = async () => {
    const list = (await t.app.inject({ url: '/api/players' })).json<{ id: string; photoUrl?: string }[]>();
    return list.find((row) => row.id === s.kilaId)!;
  };
  const lastActivity = async () =>
    (await t.database.db.select().from(activityLog)).sort((a, b) => b.at.getTime() - a.at.getTime())[0]!;

  it('withdrawn, hides the photo from the public list at once and logs who did it', async () => {
    // The list is cached with the photo in it.
    expect((await publicKila()).photoUrl).toBe('/uploads/kila.webp');
    clock.advance(1000);
    const res = await consent({ playerId: s.kilaId, photos: 'withdraw' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ playerId: s.kilaId, photosUntil: null });
    expect(await kilaRow()).toMatchObject({ photoConsentDate: null, showPhoto: false });
    expect(await publicKila()).not.toHaveProperty('photoUrl');
    expect(await lastActivity()).toMatchObject({
      userId: null,
      userName: 'Mary (family)',
      sentence: 'Mary (family) withdrew photo consent for Kila M.',
      section: 'profiles',
      itemKind: 'players',
      itemId: s.kilaId,
    });
  });

  it("renewed, records the club's today and shows the photo again", async () => {
    // 11 pm on 4 March in Port Moresby is still the 4th there, the 5th nowhere yet; at 1 am it is the 5th.
    clock.set('2026-03-04T15:00:00Z');
    const res = await consent({ playerId: s.kilaId, photos: 'renew' });
    expect(res.json()).toMatchObject({ photosUntil: '2027-03-05' });
    expect(await kilaRow()).toMatchObject({ photoConsentDate: '2026-03-05', showPhoto: true });
    expect((await publicKila()).photoUrl).toBe('/uploads/kila.webp');
    expect((await lastActivity()).sentence).toBe('Mary (family) renewed photo consent for Kila M.');
  });

  it("refuses another family's child and a bad choice", async () => {
    expect((await consent({ playerId: s.otherChildId, photos: 'withdraw' })).statusCode).toBe(404);
    const bad = await consent({ playerId: s.kilaId, photos: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('Choose renew or withdraw');
  });

  it.runIf(usingPostgres())('withdrawn, hides the photo on another instance too', async () => {
    const b = await createSecondInstance(t, { DATA_KEY: t.env.DATA_KEY! });
    const nextClearOnB = () => new Promise<void>((resolve) => b.app.responseCache.onClear(() => resolve()));
    const onB = async () =>
      (await b.app.inject({ url: '/api/players' }))
        .json<{ id: string; photoUrl?: string }[]>()
        .find((row) => row.id === s.kilaId)!;
    try {
      const renewHeard = nextClearOnB();
      await consent({ playerId: s.kilaId, photos: 'renew' });
      await renewHeard;
      // B now serves the list with the photo from memory; A's withdrawal must clear it there.
      expect((await onB()).photoUrl).toBe('/uploads/kila.webp');
      expect(b.app.responseCache.size).toBeGreaterThan(0);
      await consent({ playerId: s.kilaId, photos: 'withdraw' });
      await expect.poll(async () => 'photoUrl' in (await onB()), { timeout: 1000 }).toBe(false);
    } finally {
      await b.close();
    }
  });
});

describe('the limit on family links', () => {
  it('counts every request from an address, wrong tokens too, with the page and the API sharing it', async () => {
    const remoteAddress = '10.99.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ url: api.familyPage(newFamilyToken()), remoteAddress });
      expect(res.statusCode).toBe(404);
    }
    const refused = await t.app.inject({ url: api.familyPage(s.token), remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ url: `/family/${s.token}`, remoteAddress })).statusCode).toBe(429);
    // Another address is not held back.
    expect((await getPage()).statusCode).toBe(200);
  });
});

describe('privacy', () => {
  it('keeps the family out of the log and the public answers', async () => {
    await answer({ eventId: s.gameId, playerId: s.kilaId, answer: 'maybe', note: 'Grandmother is sick' });
    await getPage();
    await fromPhone(t, { url: `/family/${s.token}` });
    const text = log.join('');
    expect(text).toContain('/api/family/…/availability');
    expect(text).toContain('"/family/…"');
    for (const secret of [s.token, s.otherToken, 'Mary', 'Morea', MARY.phone, 'Grandmother', 'bus fare']) {
      expect(text).not.toContain(secret);
    }
    for (const url of ['/api/players', '/api/events', '/api/teams']) {
      const body = (await t.app.inject({ url })).body;
      for (const secret of ['Mary', 'Grandmother', 'bus fare', 'maybe', '"answer"', '"note"', 'familyId', s.token]) {
        expect(body).not.toContain(secret);
      }
    }
  });
});
