// A lost or wrong DATA_KEY closes the sealed data instead of exposing or breaking it: the server refuses to start
// over data it cannot open, one unreadable row is named in the log and shown to staff as unreadable (never a 500 for
// the list), public pages never need the key, and rotate-key re-seals everything or nothing.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availability,
  events,
  families,
  followers,
  players,
  registrations,
  siteSettings,
  teams,
  tourContributions,
  tours,
} from '../../shared/schema';
import { newFamilyToken, storedContacts } from '../families/family';
import { newFollowToken } from '../follow/links';
import { createTestApp, type TestApp } from '../test-app';
import { phoneKey, storedAddress } from './address';
import { rotateDataKey } from './reseal';
import { createSealer, UNREADABLE } from './sealed';
import { assertKeysOpenStoredData, DataKeyError, storedKeyIds } from './stored-keys';

const key = () => randomBytes(32).toString('base64');
const [firstKey, secondKey, strangerKey] = [key(), key(), key()];
const idOf = (base64: string) => createSealer({ DATA_KEY: base64 }).keyId!;
const tokens = () => ({
  confirmToken: newFollowToken(),
  manageToken: newFollowToken(),
  unsubscribeToken: newFollowToken(),
});

const logLines: string[] = [];
let t: TestApp;
let cookie: string;
let tourId: string;
let registrationId: string;

/** A registration, a tour's contribution and a follower, sealed as the app seals them. */
async function storeSealedData(app: TestApp['app']) {
  await app.db.update(siteSettings).set({ registrationOpen: true, season: '2027 Season' });
  const [team] = await app.db
    .insert(teams)
    .values({ name: 'U14 Boys', ageGroup: 'u14', description: '-', features: [], color: 'bg-club-red' })
    .returning();
  const teamId = team!.id;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: {
      firstName: 'Kila',
      lastName: 'Morea',
      dateOfBirth: '2014-04-03',
      guardianName: 'Mary Morea',
      guardianRelationship: 'Mother',
      guardianPhone: '7123 4567',
      emergencyName: 'John Morea',
      emergencyPhone: '7234 5678',
      medical: 'Asthma',
      teamId,
      consentCodeOfConduct: true,
      consentMedical: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const [tour] = await app.db
    .insert(tours)
    .values({ slug: 'cairns', title: 'Cairns', destination: 'Cairns', startDate: '2027-07-01', endDate: '2027-07-10' })
    .returning();
  const given = await app.inject({
    method: 'POST',
    url: `/api/admin/tours/${tour!.id}/contributions`,
    headers: { cookie },
    payload: { amount: '50', receivedOn: '2026-11-01', supporterName: 'Aunty Rose', showName: true, method: 'cash' },
  });
  expect(given.statusCode, given.body).toBe(201);
  await app.db
    .insert(followers)
    .values({ ...storedAddress(app.sealer, app.env, 'rose@example.com'), ...tokens(), news: true });
  // A family, and a note its child's answer left the coach.
  const [family] = await app.db
    .insert(families)
    .values({
      ...storedContacts(app.sealer, app.env, { guardianName: 'Mary Morea', phone: '+675 7123 4567', email: null }),
      token: newFamilyToken(),
    })
    .returning();
  const [player] = await app.db
    .insert(players)
    .values({ name: 'Kila Morea', position: 'Guard', teamId, familyId: family!.id })
    .returning();
  const [event] = await app.db
    .insert(events)
    .values({
      teamId,
      kind: 'training',
      title: 'Training',
      startsAt: new Date('2026-12-01T07:00:00Z'),
      endsAt: new Date('2026-12-01T09:00:00Z'),
      venue: 'Sir John Guise',
    })
    .returning();
  await app.db.insert(availability).values({
    eventId: event!.id,
    playerId: player!.id,
    answer: 'no',
    note: app.sealer.seal('No bus fare this week'),
    answeredAt: new Date('2026-11-30T07:00:00Z'),
    givenBy: 'family',
  });
  const [registration] = await app.db.select().from(registrations);
  return { tourId: tour!.id, registrationId: registration!.id };
}

beforeAll(async () => {
  t = await createTestApp({ DATA_KEY: firstKey }, { log: { write: (line) => logLines.push(line) } });
  cookie = await t.signIn();
  ({ tourId, registrationId } = await storeSealedData(t.app));
});
afterAll(() => t.close());

describe('starting over sealed data', () => {
  it('needs a key that opens every sealed value: DATA_KEY, or DATA_KEY_PREVIOUS while rotating', async () => {
    expect(await storedKeyIds(t.app.db)).toEqual([idOf(firstKey)]);
    await expect(assertKeysOpenStoredData(t.app.db, createSealer({ DATA_KEY: firstKey }))).resolves.toBeUndefined();
    await expect(
      assertKeysOpenStoredData(t.app.db, createSealer({ DATA_KEY: secondKey, DATA_KEY_PREVIOUS: firstKey })),
    ).resolves.toBeUndefined();
  });

  it('is refused without DATA_KEY, or with another one, saying what to do', async () => {
    for (const keys of [{}, { DATA_KEY: strangerKey }]) {
      const refused = assertKeysOpenStoredData(t.app.db, createSealer(keys));
      await expect(refused).rejects.toBeInstanceOf(DataKeyError);
      await expect(refused).rejects.toThrow(`sealed with the data key ${idOf(firstKey)}`);
      await expect(refused).rejects.toThrow(/Set DATA_KEY to the key they were sealed with/);
    }
  });
});

describe('a value that cannot be opened', () => {
  it('is shown to staff as unreadable and named in the log, while the rest of the list reads', async () => {
    const [stored] = await t.app.db.select().from(registrations).where(eq(registrations.id, registrationId));
    const foreign = createSealer({ DATA_KEY: strangerKey }).seal({ guardianName: 'Someone' });
    await t.app.db.insert(registrations).values({
      ...stored!,
      id: undefined,
      reference: 'R-2027-9999',
      seasonNumber: 9999,
      firstName: 'Other',
      private: foreign,
    });
    const list = await t.app.inject({ url: '/api/admin/registrations', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { firstName: string; guardianName: string }[];
    expect(rows.find((row) => row.firstName === 'Kila')?.guardianName).toBe('Mary Morea');
    expect(rows.find((row) => row.firstName === 'Other')?.guardianName).toBe(UNREADABLE);
    const csv = await t.app.inject({ url: '/api/admin/registrations/export.csv?medical=1', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(UNREADABLE);
    const unreadable = logLines.find((line) => line.includes('could not be opened'));
    expect(unreadable).toContain('"table":"registrations"');
    expect(unreadable).toContain(`sealed with the key ${idOf(strangerKey)}`);
    expect(unreadable).not.toContain('Someone');
    await t.app.db.delete(registrations).where(eq(registrations.reference, 'R-2027-9999'));
  });

  it("leaves a supporter's name out of the public page, and the staff's list still answers", async () => {
    const damaged = `${createSealer({ DATA_KEY: firstKey }).seal({ supporterName: 'X', reference: null }).slice(0, -4)}AAAA`;
    const [given] = await t.app.db
      .insert(tourContributions)
      .values({ tourId, amountToea: 1000, receivedOn: '2026-11-02', private: damaged, showName: true, method: 'cash' })
      .returning();
    const page = await t.app.inject({ url: '/api/tours/cairns' });
    expect(page.statusCode).toBe(200);
    expect(
      page
        .json()
        .supporters.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Anonymous', 'Aunty Rose']);
    const staff = await t.app.inject({ url: `/api/admin/tours/${tourId}/contributions`, headers: { cookie } });
    expect(staff.statusCode).toBe(200);
    expect(
      staff
        .json()
        .contributions.map((c: { supporterName: string }) => c.supporterName)
        .sort(),
    ).toEqual(['Aunty Rose', UNREADABLE]);
    expect(logLines.some((line) => line.includes('"table":"tour_contributions"') && line.includes('damaged'))).toBe(
      true,
    );
    await t.app.db.delete(tourContributions).where(eq(tourContributions.id, given!.id));
  });
});

describe('rotate-key', () => {
  it('changes nothing when one value cannot be opened, and everything when all can', async () => {
    const snapshot = async () => ({
      registrations: await t.app.db.select().from(registrations),
      contributions: await t.app.db.select().from(tourContributions),
      followers: await t.app.db.select().from(followers),
      families: await t.app.db.select().from(families),
      notes: await t.app.db.select().from(availability),
    });
    // The registrations can be re-sealed, then a contribution sealed with an unknown key cannot be opened: the
    // registrations already re-sealed must go back as they were.
    const foreign = createSealer({ DATA_KEY: strangerKey }).seal({ supporterName: 'X', reference: null });
    const [stray] = await t.app.db
      .insert(tourContributions)
      .values({ tourId, amountToea: 500, receivedOn: '2026-11-03', private: foreign, method: 'cash' })
      .returning();
    const before = await snapshot();
    const rotated = createSealer({ DATA_KEY: secondKey, DATA_KEY_PREVIOUS: firstKey });
    await expect(rotateDataKey(t.app.db, rotated, { DATA_KEY: secondKey })).rejects.toThrow(
      `encrypted with the data key ${idOf(strangerKey)}`,
    );
    expect(await snapshot()).toEqual(before);
    await t.app.db.delete(tourContributions).where(eq(tourContributions.id, stray!.id));

    expect(await rotateDataKey(t.app.db, rotated, { DATA_KEY: secondKey })).toEqual({
      registrations: { resealed: 1, total: 1 },
      contributions: { resealed: 1, total: 1 },
      followers: { resealed: 1, total: 1, merged: 0 },
      families: { resealed: 1, total: 1 },
      notes: { resealed: 1, total: 1 },
      payments: { resealed: 0, total: 0 },
      statementLines: { resealed: 0, total: 0 },
    });
    expect(await storedKeyIds(t.app.db)).toEqual([idOf(secondKey)]);
    const opened = createSealer({ DATA_KEY: secondKey });
    const [family] = await t.app.db.select().from(families);
    expect(opened.open(family!.private)).toMatchObject({ guardianName: 'Mary Morea' });
    // The number's key is made again under the new key, so a sibling registered now still finds this family.
    expect(family!.phoneKey).toBe(phoneKey({ DATA_KEY: secondKey }, '+675 7123 4567'));
    const [answer] = await t.app.db.select().from(availability);
    expect(opened.open(answer!.note!)).toBe('No bus fare this week');
  });

  it('merges a follower stored twice (once before the key was set) into one, with both choices', async () => {
    const sealer = createSealer({ DATA_KEY: secondKey });
    // Any id does: a deleted team's id is ignored by the follow code.
    const team = { id: randomUUID() };
    await t.app.db
      .insert(followers)
      .values({ ...storedAddress(createSealer({}), {}, 'ROSE@example.com'), ...tokens(), teamIds: [team!.id] });
    const done = await rotateDataKey(t.app.db, sealer, { DATA_KEY: secondKey });
    expect(done.followers).toEqual({ resealed: 1, total: 2, merged: 1 });
    const left = await t.app.db.select().from(followers);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ news: true, teamIds: [team!.id] });
    expect(sealer.open(left[0]!.email)).toBe('rose@example.com');
  });
});
