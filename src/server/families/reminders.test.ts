// The reminders families get before each game, received by a real SMTP server on loopback: once a game comes within
// AVAILABILITY_REMINDER_HOURS, one email to each family with an address whose child has not answered, naming the
// game and linking the family page; nothing more however often the check runs, on however many instances; nothing
// for trainings, games already started, families who answered or families without an email.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MailServer, type Received, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { availability, availabilityReminders, events, families, mailOutbox, players, teams } from '../../shared/schema';
import {
  createSecondInstance,
  createTestApp,
  type TestApp,
  type TestClock,
  testClock,
  usingPostgres,
} from '../test-app';
import { familyForContacts } from './family';
import { sendDueReminders } from './reminders';

const HOUR = 60 * 60 * 1000;
/** How long a test waits for the sender: generous, for a machine running the whole suite at once. */
const SETTLE = { timeout: 15_000, interval: 50 };
const env = () => ({
  ALERT_RETRY_BASE_MS: '100',
  ALERT_POLL_MS: '100',
  ALERT_EMAIL: 'office@club.example',
  PUBLIC_URL: 'https://club.example',
});

let mail: MailServer;
let t: TestApp;
let clock: TestClock;
let dataKey: string;
let u14: string;
let mary: string;
let rose: string;
let kila: string;
let ana: string;
let joe: string;

type Db = TestApp['database']['db'];
const db = (): Db => t.database.db;

/** The message as a mail app reads it: quoted-printable decoded (as UTF-8), long headers unfolded. */
const letterOf = (received: Received) =>
  Buffer.from(readable(received.raw), 'latin1')
    .toString('utf8')
    .replace(/\r\n[ \t]+/g, ' ');

async function addPlayer(name: string, teamId: string, familyId: string | null) {
  const [player] = await db()
    .insert(players)
    .values({ name, position: 'Guard', teamId, familyId })
    .returning({ id: players.id });
  return player!.id;
}

async function addEvent(startsAt: string, fields: Partial<typeof events.$inferInsert> = {}) {
  const start = new Date(startsAt);
  const [event] = await db()
    .insert(events)
    .values({
      teamId: u14,
      kind: 'game',
      title: 'vs Lae Eagles',
      startsAt: start,
      endsAt: new Date(start.getTime() + 2 * HOUR),
      venue: 'Taurama Indoor Complex',
      homeAway: 'home',
      ...fields,
    })
    .returning({ id: events.id });
  return event!.id;
}

const remindersOf = async (eventId: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'availability-reminder'))).filter(
    (row) => (row.payload as { eventId: string }).eventId === eventId,
  );

const answer = (eventId: string, playerId: string) =>
  db()
    .insert(availability)
    .values({ eventId, playerId, answer: 'yes', note: null, answeredAt: clock.now(), givenBy: 'family' });

beforeAll(async () => {
  mail = await startMailServer();
  // Monday 30 November 2026, 10:00 am in Port Moresby.
  clock = testClock('2026-11-30T00:00:00Z');
  dataKey = randomBytes(32).toString('base64');
  t = await createTestApp(
    { ...env(), SMTP_URL: `smtp://127.0.0.1:${mail.port}`, DATA_KEY: dataKey },
    { now: clock.now },
  );
  const [team] = await db()
    .insert(teams)
    .values({ name: 'U14 Development', ageGroup: 'U14', description: '-', features: [], color: 'bg-club-red' })
    .returning({ id: teams.id });
  u14 = team!.id;
  const family = (guardianName: string, phone: string, email: string | null) =>
    familyForContacts(db(), t.app.sealer, t.env, { guardianName, phone, email });
  mary = await family('Mary Mote', '+675 7123 4567', 'mary.mote@example.org');
  const peter = await family('Peter Kaupa', '+675 7234 5678', null);
  rose = await family('Rose Tau', '+675 7345 6789', 'rose.tau@example.org');
  kila = await addPlayer('Kila Mote', u14, mary);
  ana = await addPlayer('Ana Mote', u14, mary);
  await addPlayer('Tom Kaupa', u14, peter);
  joe = await addPlayer('Joe Tau', u14, rose);
  await addPlayer('Sam Nobody', u14, null);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

describe('reminders before a game', () => {
  it('go once the game is within AVAILABILITY_REMINDER_HOURS: one per family with an email and a child without an answer', async () => {
    // Saturday 5 December 2026, 9:00 am in Port Moresby.
    const game = await addEvent('2026-12-05T09:00:00+10:00');
    await answer(game, joe);
    expect(await sendDueReminders(t.app)).toBe(0);
    expect(await remindersOf(game)).toEqual([]);

    // Thursday 3 December, 10:00 am: 47 hours before.
    clock.set('2026-12-03T00:00:00Z');
    const before = mail.received.length;
    await sendDueReminders(t.app);
    // Mary, for Ana and Kila; not Rose (Joe answered), not Peter (no email), nobody for Sam (no family).
    expect((await remindersOf(game)).map((row) => row.familyId)).toEqual([mary]);

    await vi.waitFor(() => expect(mail.received.length - before).toBe(1), SETTLE);
    const sent = mail.received.at(-1)!;
    expect(sent.to).toEqual(['mary.mote@example.org']);
    const letter = letterOf(sent);
    const [token] = (await db().select({ token: families.token }).from(families).where(eq(families.id, mary))).map(
      (row) => row.token,
    );
    expect(letter).toMatch(
      /^Subject: Are Ana and Kila coming\? U14 Development vs Lae Eagles, Sat 5 Dec 2026, 9:00 am$/m,
    );
    expect(letter).toContain('Dear Mary,');
    expect(letter).toContain(
      'Please tell the coach whether Ana and Kila are coming to U14 Development vs Lae Eagles, Sat 5 Dec 2026, 9:00 am at Taurama Indoor Complex.',
    );
    expect(letter).toContain(`Your family page: https://club.example/family/${token}`);

    // Again, and two at once: nothing more.
    expect(await sendDueReminders(t.app)).toBe(0);
    expect(await Promise.all([sendDueReminders(t.app), sendDueReminders(t.app)])).toEqual([0, 0]);
    expect(await remindersOf(game)).toHaveLength(1);
  });

  it('claim a game once when checks run at the same moment', async () => {
    const game = await addEvent('2026-12-04T18:00:00+10:00', { title: 'vs Goroka Gold' });
    await Promise.all([sendDueReminders(t.app), sendDueReminders(t.app), sendDueReminders(t.app)]);
    expect((await remindersOf(game)).map((row) => row.familyId).sort()).toEqual([mary, rose].sort());
    expect(await db().select().from(availabilityReminders).where(eq(availabilityReminders.eventId, game))).toHaveLength(
      1,
    );
  });

  it('are not sent for trainings or games already started', async () => {
    const training = await addEvent('2026-12-04T17:00:00+10:00', { kind: 'training', title: 'Skills', homeAway: null });
    const started = await addEvent('2026-12-03T09:00:00+10:00', { title: 'vs Early Birds' });
    await sendDueReminders(t.app);
    expect(await remindersOf(training)).toEqual([]);
    expect(await remindersOf(started)).toEqual([]);
    expect(await db().select().from(availabilityReminders).where(eq(availabilityReminders.eventId, started))).toEqual(
      [],
    );
  });

  it('are not sent to a family whose children all answered after it was queued', async () => {
    const game = await addEvent('2026-12-04T20:00:00+10:00', { title: 'vs Kokopo Kings' });
    await answer(game, joe);
    await answer(game, kila);
    const before = mail.received.length;
    // Claimed and queued as the check does, for Ana; then she answers before the email leaves.
    await db().insert(availabilityReminders).values({ eventId: game, at: clock.now() });
    await db()
      .insert(mailOutbox)
      .values({ kind: 'availability-reminder', familyId: mary, payload: { eventId: game } });
    await answer(game, ana);
    await t.app.mailSender.sendNow();
    expect(await remindersOf(game)).toEqual([]);
    expect(mail.received.slice(before).filter((m) => letterOf(m).includes('Kokopo'))).toEqual([]);
  });
});

describe.skipIf(!usingPostgres())('on two instances sharing one database', () => {
  it('queues each family one reminder per game, whichever instance checks', async () => {
    const second = await createSecondInstance(
      t,
      { ...env(), SMTP_URL: `smtp://127.0.0.1:${mail.port}`, DATA_KEY: dataKey },
      { now: clock.now },
    );
    try {
      const game = await addEvent('2026-12-04T21:00:00+10:00', { title: 'vs Wewak Waves' });
      await Promise.all([sendDueReminders(t.app), sendDueReminders(second.app)]);
      expect(await sendDueReminders(second.app)).toBe(0);
      expect((await remindersOf(game)).map((row) => row.familyId).sort()).toEqual([mary, rose].sort());
    } finally {
      await second.close();
    }
  });
});
