// A player's family through the staff's API: the family an accepted registration makes (siblings share one, an
// adult is their own), reading and setting its contacts, a new link that ends the old one, the link emailed through
// the outbox to a real SMTP server, the activity entries, who may (a Coach only for their teams' players, never an
// Editor), and the contacts sealed at rest.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MailServer, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { openForRegistrations, registerChild } from '../../../tests/fixtures/registrations';
import { type FamilyForStaff, familyLinkMessage } from '../../shared/families';
import { FAMILY_EMAIL_MESSAGE } from '../../shared/family-form';
import { MOBILE_EXAMPLE } from '../../shared/phone';
import { activityLog, families, mailOutbox, players, teams } from '../../shared/schema';
import { familyByToken } from '../families/family';
import { MAIL_OFF, NO_FAMILY, NO_FAMILY_EMAIL } from '../families/staff-family';
import { rotateDataKey } from '../sealing/reseal';
import { createSealer } from '../sealing/sealed';
import { createTestApp, type TestApp, testClock } from '../test-app';

const firstKey = randomBytes(32).toString('base64');
const clock = testClock('2027-02-01T09:00:00+10:00');
/** How long a test waits for the sender: generous, for a machine running the whole suite at once. */
const SETTLE = { timeout: 15_000, interval: 50 };

let mail: MailServer;
let t: TestApp;
let cookie: string;
let teamId: string;
let otherTeamId: string;

beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ALERT_EMAIL: 'coach@club.example',
      PUBLIC_URL: 'https://club.example',
      DATA_KEY: firstKey,
      ALERT_RETRY_BASE_MS: '100',
      ALERT_POLL_MS: '200',
    },
    { now: clock.now },
  );
  cookie = await t.signIn('John');
  teamId = await openForRegistrations(t);
  const [other] = await t.database.db
    .insert(teams)
    .values({ name: 'Senior Men', ageGroup: 'senior', description: '-', features: [], color: 'bg-black' })
    .returning({ id: teams.id });
  otherTeamId = other!.id;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
const familyUrl = (playerId: string) => `/api/admin/players/${playerId}/family`;
const familyOf = async (playerId: string) => {
  const res = await call('GET', familyUrl(playerId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FamilyForStaff;
};
const issuesOf = (body: { issues: { path: string; message: string }[] }) =>
  Object.fromEntries(body.issues.map((i) => [i.path, i.message]));

/** A registration sent through the public form and accepted by staff: answers the player made. */
async function acceptedPlayer(values: Record<string, unknown>): Promise<string> {
  const { id } = await registerChild(t, teamId, values);
  const accepted = await call('PATCH', `/api/admin/registrations/${id}`, { status: 'accepted' });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().playerId as string;
}

/** A player added by staff, with no family. */
async function playerWithoutFamily(name: string, team: string | null = teamId): Promise<string> {
  const [player] = await t.database.db
    .insert(players)
    .values({ name, position: 'Guard', teamId: team })
    .returning({ id: players.id });
  return player!.id;
}

const tokenOf = (link: string) => link.split('/').at(-1)!;
const latestSentence = async () =>
  (await t.database.db.select().from(activityLog).orderBy(desc(activityLog.at)).limit(1))[0]!.sentence;

let kila: string;
let vavine: string;

describe('the family an accepted registration makes', () => {
  it("is the guardian's, with the WhatsApp message naming the child", async () => {
    kila = await acceptedPlayer({ firstName: 'Kila', lastName: 'Morea', guardianName: 'Mary Morea' });
    const family = await familyOf(kila);
    expect(family).toMatchObject({ guardianName: 'Mary Morea', phone: '+675 7123 4567', email: null });
    expect(family.link).toMatch(/^https:\/\/club\.example\/family\/[A-Za-z0-9_-]{43}$/);
    const message = `Hello Mary, this is Port Moresby Basketball Club. Your family's page, for Kila's games and training: ${family.link}`;
    expect(familyLinkMessage('Mary Morea', ['Kila Morea'], family.link)).toBe(message);
    expect(family.whatsappLink).toBe(`https://wa.me/67571234567?text=${encodeURIComponent(message)}`);
  });

  it('is shared by a sibling registered with the same mobile number: one family, one link', async () => {
    vavine = await acceptedPlayer({
      firstName: 'Vavine',
      lastName: 'Morea',
      guardianName: 'Mary Morea',
      guardianPhone: '+675 7123 4567',
      email: 'mary@example.com',
    });
    const [first, second] = [await familyOf(kila), await familyOf(vavine)];
    expect(second.id).toBe(first.id);
    expect(second.link).toBe(first.link);
    // The family had no address: the sibling's fills it in.
    expect(second.email).toBe('mary@example.com');
    expect(decodeURIComponent(second.whatsappLink)).toContain("for Kila and Vavine's games and training");
    expect(await t.database.db.select().from(families)).toHaveLength(1);
  });

  it('is their own for an adult who registered themselves', async () => {
    const ray = await acceptedPlayer({
      firstName: 'Ray',
      lastName: 'Tau',
      dateOfBirth: '2006-01-10',
      guardianName: '',
      guardianRelationship: '',
      guardianPhone: '',
      playerPhone: '7345 6789',
    });
    const family = await familyOf(ray);
    expect(family).toMatchObject({ guardianName: 'Ray Tau', phone: '+675 7345 6789' });
    expect(family.id).not.toBe((await familyOf(kila)).id);
  });
});

describe('GET /api/admin/players/{id}/family', () => {
  it('answers 404 for a player without a family, an unknown player and a malformed id', async () => {
    const none = await call('GET', familyUrl(await playerWithoutFamily('Lone Player')));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NO_FAMILY });
    expect((await call('GET', familyUrl('4b1c9f76-7c3e-4f61-9a65-0d2f6b1c8a11'))).json()).toEqual({
      message: 'Player not found',
    });
    expect((await call('GET', familyUrl('not-an-id'))).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/players/{id}/family', () => {
  it("names each field's problem (400)", async () => {
    const empty = await call('PUT', familyUrl(kila), {});
    expect(empty.statusCode).toBe(400);
    expect(issuesOf(empty.json())).toEqual({ guardianName: 'Name is required', phone: MOBILE_EXAMPLE });
    const bad = await call('PUT', familyUrl(kila), { guardianName: ' ', phone: '321 1234', email: 'not an address' });
    expect(issuesOf(bad.json())).toEqual({
      guardianName: 'Name is required',
      phone: MOBILE_EXAMPLE,
      email: FAMILY_EMAIL_MESSAGE,
    });
  });

  it("changes the family's contacts, keeping its link, and records it without the contacts", async () => {
    const before = await familyOf(kila);
    const res = await call('PUT', familyUrl(kila), {
      guardianName: 'Mary Morea',
      phone: '7111 2222',
      email: 'Mary.Morea@Example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: before.id,
      link: before.link,
      phone: '+675 7111 2222',
      email: 'mary.morea@example.com',
    });
    expect((await familyOf(vavine)).phone).toBe('+675 7111 2222');
    expect(await latestSentence()).toBe('John changed the family of Kila M.');
  });

  it('gives a player without a family a new one, and a sibling added by staff joins it by the number', async () => {
    const lahui = await playerWithoutFamily('Lahui Gima');
    const made = await call('PUT', familyUrl(lahui), { guardianName: 'Gari Gima', phone: '7222 3333' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ guardianName: 'Gari Gima', phone: '+675 7222 3333', email: null });
    const sibling = await playerWithoutFamily('Boio Gima');
    const joined = await call('PUT', familyUrl(sibling), { guardianName: 'Gari Gima', phone: '+675 7222 3333' });
    expect(joined.json().id).toBe(made.json().id);
    expect(decodeURIComponent(joined.json().whatsappLink)).toContain('for Lahui and Boio');
  });

  it('moves a player to the family whose number it is; a family left with no player goes', async () => {
    const seru = await playerWithoutFamily('Seru Daro');
    const own = (await call('PUT', familyUrl(seru), { guardianName: 'Kari Daro', phone: '7333 4444' })).json();
    const moved = await call('PUT', familyUrl(seru), { guardianName: 'Mary Morea', phone: '7111 2222' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().id).toBe((await familyOf(kila)).id);
    expect(await t.database.db.select().from(families).where(eq(families.id, own.id))).toEqual([]);
  });
});

describe('POST /api/admin/players/{id}/family/new-link', () => {
  it('makes a new link; the old one opens nothing any more', async () => {
    const before = await familyOf(kila);
    expect((await familyByToken(t.app.db, tokenOf(before.link)))?.id).toBe(before.id);
    const res = await call('POST', `${familyUrl(kila)}/new-link`);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as FamilyForStaff;
    expect(after.id).toBe(before.id);
    expect(after.link).not.toBe(before.link);
    expect(await familyByToken(t.app.db, tokenOf(before.link))).toBeUndefined();
    expect((await familyByToken(t.app.db, tokenOf(after.link)))?.id).toBe(before.id);
    expect((await familyOf(vavine)).link).toBe(after.link);
    expect(await latestSentence()).toBe('John made a new family link for Kila M.');
  });

  it('answers 404 for a player without a family', async () => {
    const res = await call('POST', `${familyUrl(await playerWithoutFamily('No Link'))}/new-link`);
    expect(res.json()).toEqual({ message: NO_FAMILY });
  });
});

describe('POST /api/admin/players/{id}/family/email', () => {
  it('refuses a family without an email address (409)', async () => {
    const lone = await playerWithoutFamily('Dika Vele');
    await call('PUT', familyUrl(lone), { guardianName: 'Rose Vele', phone: '7444 5555' });
    const res = await call('POST', `${familyUrl(lone)}/email`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: NO_FAMILY_EMAIL });
  });

  it('queues the link for the family through the outbox and sends it, greeting the guardian by first name', async () => {
    const family = await familyOf(kila);
    const res = await call('POST', `${familyUrl(kila)}/email`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await latestSentence()).toBe('John emailed the family link for Kila M.');
    await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.familyId, family.id));
      expect(rows.map((row) => [row.kind, row.sentAt instanceof Date])).toEqual([['family-link', true]]);
    }, SETTLE);
    const sent = mail.received.find((m) => m.to.includes('mary.morea@example.com'))!;
    const letter = readable(sent.raw);
    expect(letter).toMatch(/^Subject: Your family's page at Port Moresby Basketball Club$/m);
    expect(letter).toContain('Dear Mary,');
    // Seru moved to this family above: every child of it is named.
    expect(letter).toContain("for Kila, Vavine and Seru's games and training");
    expect(letter).toContain(family.link);
  });

  it('refuses while email is not set up (409), queueing nothing', async () => {
    const off = await createTestApp();
    try {
      const [player] = await off.app.db
        .insert(players)
        .values({ name: 'Kila Morea', position: 'Guard' })
        .returning({ id: players.id });
      const admin = await off.signIn();
      const url = familyUrl(player!.id);
      const put = { guardianName: 'Mary Morea', phone: '7123 4567', email: 'mary@example.com' };
      expect((await off.app.inject({ method: 'PUT', url, payload: put, headers: { cookie: admin } })).statusCode).toBe(
        200,
      );
      const res = await off.app.inject({ method: 'POST', url: `${url}/email`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MAIL_OFF });
      expect(await off.app.db.select().from(mailOutbox)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe('who may', () => {
  it("lets a Coach work on their own team's players only, and no Editor", async () => {
    const ownCoach = await t.signIn('coach-own', { role: 'coach', teamIds: [teamId] });
    const otherCoach = await t.signIn('coach-other', { role: 'coach', teamIds: [otherTeamId] });
    const editor = await t.signIn('editor', { role: 'editor' });
    const put = { guardianName: 'Mary Morea', phone: '7111 2222', email: 'mary.morea@example.com' };
    expect((await call('GET', familyUrl(kila), undefined, ownCoach)).statusCode).toBe(200);
    expect((await call('PUT', familyUrl(kila), put, ownCoach)).statusCode).toBe(200);
    for (const refused of [otherCoach, editor]) {
      expect((await call('GET', familyUrl(kila), undefined, refused)).statusCode).toBe(403);
      expect((await call('PUT', familyUrl(kila), put, refused)).statusCode).toBe(403);
      expect((await call('POST', `${familyUrl(kila)}/new-link`, undefined, refused)).statusCode).toBe(403);
      expect((await call('POST', `${familyUrl(kila)}/email`, undefined, refused)).statusCode).toBe(403);
    }
    // A player of no team is another team's for a Coach.
    const teamless = await playerWithoutFamily('No Team', null);
    expect((await call('GET', familyUrl(teamless), undefined, ownCoach)).statusCode).toBe(403);
    expect((await call('GET', familyUrl(kila))).statusCode).toBe(200);
  });
});

describe('at rest', () => {
  it('keeps the contacts sealed with DATA_KEY, and rotate-key seals them again with the new key', async () => {
    const family = await familyOf(kila);
    const [stored] = await t.database.db.select().from(families).where(eq(families.id, family.id));
    expect(stored!.private).toMatch(/^sealed:v1:/);
    for (const plain of ['Mary', '7111 2222', 'mary.morea']) expect(stored!.private).not.toContain(plain);
    expect(stored!.phoneKey).not.toContain('7111');

    const secondKey = randomBytes(32).toString('base64');
    const rotated = createSealer({ DATA_KEY: secondKey, DATA_KEY_PREVIOUS: firstKey });
    const done = await rotateDataKey(t.app.db, rotated, { DATA_KEY: secondKey });
    expect(done.families.resealed).toBe(done.families.total);
    const [after] = await t.database.db.select().from(families).where(eq(families.id, family.id));
    expect(createSealer({ DATA_KEY: secondKey }).open(after!.private)).toMatchObject({ guardianName: 'Mary Morea' });
    expect(() => createSealer({ DATA_KEY: firstKey }).open(after!.private)).toThrow(/neither DATA_KEY/);
  });
});
