// The coach's 'Who's coming' and attendance through the API: answers of each kind and none, a training that counts
// players as coming, an answer taken by phone until the event starts, reminders to the families who have not
// answered (emails queued for those with an address, WhatsApp links for the others), who came from the start, a
// team's attendance over club days and its CSV, who may do each, and notes kept out of the log and the activity.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventAvailability, RemindResult, TeamAttendance } from '../../shared/families';
import { activityLog, availability, events, mailOutbox, players, teams } from '../../shared/schema';
import { familyForContacts } from '../families/family';
import { createTestApp, type TestApp, type TestClock, testClock } from '../test-app';

const HOUR = 60 * 60 * 1000;
const NOTE = 'No bus fare this week, sorry';
const PHONE_NOTE = 'Grandma will drive him';

let t: TestApp;
let clock: TestClock;
let admin: string;
let coach: string;
let otherCoach: string;
let editor: string;
const logLines: string[] = [];

type Db = TestApp['database']['db'];
const db = (): Db => t.database.db;

async function addTeam(name: string, trainingCountsAsComing = false) {
  const [team] = await db()
    .insert(teams)
    .values({ name, ageGroup: 'U14', description: '-', features: [], color: 'bg-club-red', trainingCountsAsComing })
    .returning({ id: teams.id });
  return team!.id;
}

async function addFamily(guardianName: string, phone: string, email: string | null) {
  return familyForContacts(db(), t.app.sealer, t.env, { guardianName, phone, email });
}

async function addPlayer(name: string, teamId: string, familyId: string | null = null, jerseyNumber = 7) {
  const [player] = await db()
    .insert(players)
    .values({ name, position: 'Guard', teamId, familyId, jerseyNumber })
    .returning({ id: players.id });
  return player!.id;
}

async function addEvent(teamId: string, startsAt: string, fields: Partial<typeof events.$inferInsert> = {}) {
  const start = new Date(startsAt);
  const [event] = await db()
    .insert(events)
    .values({
      teamId,
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

/** An answer the family gave on their page (their route is the family page's), its note sealed as it stores one. */
async function familyAnswer(eventId: string, playerId: string, answer: 'yes' | 'no' | 'maybe', note?: string) {
  await db()
    .insert(availability)
    .values({
      eventId,
      playerId,
      answer,
      note: note ? t.app.sealer.seal(note) : null,
      answeredAt: clock.now(),
      givenBy: 'family',
    });
}

const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const availabilityOf = async (eventId: string, cookie = admin) => {
  const res = await call(cookie, 'GET', `/api/admin/events/${eventId}/availability`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EventAvailability;
};
const playerOf = (list: EventAvailability, playerId: string) => list.players.find((p) => p.playerId === playerId)!;

const sentences = async () => (await db().select().from(activityLog)).map((entry) => entry.sentence);

// Tuesday 1 December 2026, 10:00 am in Port Moresby.
const START = '2026-12-01T00:00:00Z';
// Saturday 5 December 2026, 9:00 am in Port Moresby.
const GAME_AT = '2026-12-05T09:00:00+10:00';

let u14: string;
let u18: string;
let trainingTeam: string;
let kila: string;
let ana: string;
let tom: string;
let joe: string;
let u18Player: string;
let mary: string;
let peter: string;
let game: string;
let u18Game: string;

beforeAll(async () => {
  clock = testClock(START);
  t = await createTestApp(
    {
      // Emails are queued (sending is on) but none leaves: there is no address to send families' emails from.
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_URL: 'https://club.example',
      DATA_KEY: randomBytes(32).toString('base64'),
      // The clock moves weeks: the sessions outlast it.
      SESSION_IDLE_HOURS: '10000',
      SESSION_MAX_DAYS: '1000',
    },
    { now: clock.now, log: { write: (line) => logLines.push(line), level: 'debug' } },
  );
  u14 = await addTeam('U14 Development');
  u18 = await addTeam('U18 Boys');
  trainingTeam = await addTeam('U12 Minis', true);
  admin = await t.signIn('john');
  coach = await t.signIn('coach', { role: 'coach', teamIds: [u14, trainingTeam] });
  otherCoach = await t.signIn('othercoach', { role: 'coach', teamIds: [u18] });
  editor = await t.signIn('editor', { role: 'editor' });

  mary = await addFamily('Mary Mote', '+675 7123 4567', 'mary.mote@example.org');
  peter = await addFamily('Peter Kaupa', '+675 7234 5678', null);
  const rose = await addFamily('Rose Tau', '+675 7345 6789', 'rose.tau@example.org');
  kila = await addPlayer('Kila Mote', u14, mary, 4);
  ana = await addPlayer('Ana Mote', u14, mary, 5);
  tom = await addPlayer('Tom Kaupa', u14, peter, 6);
  joe = await addPlayer('Joe Tau', u14, rose, 8);
  await addPlayer('Sam Nobody', u14, null, 9);
  u18Player = await addPlayer('Ben Ila', u18, null, 10);
  game = await addEvent(u14, GAME_AT);
  u18Game = await addEvent(u18, GAME_AT);
});
afterAll(() => t.close());

describe("who's coming", () => {
  it('lists every player of the team with their answer, the note opened, and counts each kind', async () => {
    const event = await addEvent(u14, GAME_AT, { title: 'vs Port Moresby Hawks' });
    await familyAnswer(event, kila, 'yes', NOTE);
    await familyAnswer(event, ana, 'no');
    await familyAnswer(event, tom, 'maybe');
    const list = await availabilityOf(event);
    expect(list.counts).toEqual({ yes: 1, no: 1, maybe: 1, none: 2 });
    expect(list.started).toBe(false);
    expect(list.players.map((p) => p.name)).toEqual(['Ana Mote', 'Joe Tau', 'Kila Mote', 'Sam Nobody', 'Tom Kaupa']);
    expect(playerOf(list, kila)).toEqual({
      playerId: kila,
      name: 'Kila Mote',
      jerseyNumber: 4,
      answer: 'yes',
      assumed: false,
      note: NOTE,
      answeredAt: new Date(START).toISOString(),
      givenBy: 'family',
      attendance: null,
    });
    expect(playerOf(list, joe)).toMatchObject({ answer: null, assumed: false, note: null, givenBy: null });
    // The note is sealed at rest.
    const [stored] = await db()
      .select()
      .from(availability)
      .where(and(eq(availability.eventId, event), eq(availability.playerId, kila)));
    expect(stored!.note).not.toContain('bus fare');
  });

  it('counts no answer as Yes at a training of a team that counts players as coming, never at its games', async () => {
    const coming = await addPlayer('Lia Minis', trainingTeam);
    const notComing = await addPlayer('Moi Minis', trainingTeam);
    const training = await addEvent(trainingTeam, GAME_AT, { kind: 'training', title: 'Skills', homeAway: null });
    await familyAnswer(training, notComing, 'no');
    const list = await availabilityOf(training, coach);
    expect(list.counts).toEqual({ yes: 1, no: 1, maybe: 0, none: 0 });
    expect(playerOf(list, coming)).toMatchObject({ answer: null, assumed: true });
    expect(playerOf(list, notComing)).toMatchObject({ answer: 'no', assumed: false });

    const minisGame = await addEvent(trainingTeam, GAME_AT);
    expect((await availabilityOf(minisGame)).counts).toEqual({ yes: 0, no: 0, maybe: 0, none: 2 });
    // A team that does not count players as coming: no answer is no answer at training too.
    const u14Training = await addEvent(u14, GAME_AT, { kind: 'training', title: 'Skills', homeAway: null });
    expect((await availabilityOf(u14Training)).counts.none).toBe(5);
  });

  it("records an answer given by phone as the coach's, until the event starts", async () => {
    const event = await addEvent(u14, GAME_AT, { title: 'vs Goroka Gold' });
    const res = await call(coach, 'PUT', `/api/admin/events/${event}/availability/${kila}`, {
      answer: 'maybe',
      note: `  ${PHONE_NOTE}  `,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(playerOf(res.json(), kila)).toMatchObject({ answer: 'maybe', note: PHONE_NOTE, givenBy: 'coach' });
    expect((res.json() as EventAvailability).counts.maybe).toBe(1);

    // A family's answer is replaced by the one staff took (the latest counts); no note leaves none.
    await familyAnswer(event, ana, 'yes', NOTE);
    const replaced = await call(admin, 'PUT', `/api/admin/events/${event}/availability/${ana}`, { answer: 'no' });
    expect(playerOf(replaced.json(), ana)).toMatchObject({ answer: 'no', note: null, givenBy: 'coach' });

    expect(await sentences()).toContain("coach recorded Kila M.'s answer for U14 Development vs Goroka Gold");

    clock.set(GAME_AT);
    try {
      const late = await call(coach, 'PUT', `/api/admin/events/${event}/availability/${kila}`, { answer: 'yes' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/has started/);
      expect(playerOf(await availabilityOf(event), kila).answer).toBe('maybe');
    } finally {
      clock.set(START);
    }
  });

  it('refuses an answer for a player of another team (404) and a malformed one (400)', async () => {
    const other = await call(coach, 'PUT', `/api/admin/events/${game}/availability/${u18Player}`, { answer: 'yes' });
    expect(other.statusCode).toBe(404);
    const unknown = await call(coach, 'PUT', `/api/admin/events/${game}/availability/not-an-id`, { answer: 'yes' });
    expect(unknown.statusCode).toBe(404);
    const wrong = await call(coach, 'PUT', `/api/admin/events/${game}/availability/${kila}`, { answer: 'perhaps' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([{ path: 'answer', message: 'Answer must be one of: yes, no, maybe' }]);
    const long = await call(coach, 'PUT', `/api/admin/events/${game}/availability/${kila}`, {
      answer: 'yes',
      note: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    const missing = await call(coach, 'GET', `/api/admin/events/${crypto.randomUUID()}/availability`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('reminding the families who have not answered', () => {
  it('emails each family with an address once, and lists the others with their WhatsApp link', async () => {
    const event = await addEvent(u14, GAME_AT, { title: 'vs Madang Sharks' });
    const rose = (await db().select().from(players).where(eq(players.id, joe)))[0]!.familyId!;
    // Rose's child has answered: she is not reminded.
    await familyAnswer(event, joe, 'yes');
    const res = await call(coach, 'POST', `/api/admin/events/${event}/remind`);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as RemindResult;
    // Mary has two children without an answer: one email. Sam has no family recorded: counted, not listed.
    expect(result.emailed).toBe(1);
    expect(result.withoutFamily).toBe(1);
    expect(result.others).toHaveLength(1);
    expect(result.others[0]).toMatchObject({ playerId: tom, name: 'Tom Kaupa', guardianName: 'Peter Kaupa' });
    const link = new URL(result.others[0]!.whatsappLink);
    expect(link.origin + link.pathname).toBe('https://wa.me/67572345678');
    expect(link.searchParams.get('text')).toMatch(
      /^Hello Peter, this is .+\. Your family's page, for Tom's games and training: https:\/\/club\.example\/family\/[\w-]{43}$/,
    );

    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'availability-reminder'));
    const forEvent = queued.filter((row) => (row.payload as { eventId: string }).eventId === event);
    expect(forEvent.map((row) => row.familyId)).toEqual([mary]);
    expect(forEvent.map((row) => row.familyId)).not.toContain(rose);
    expect(await sentences()).toContain('coach reminded the families for U14 Development vs Madang Sharks');
  });

  it('reminds no one once the event has started', async () => {
    const event = await addEvent(u14, '2026-12-01T09:00:00+10:00', { title: 'vs Early Birds' });
    const res = await call(admin, 'POST', `/api/admin/events/${event}/remind`);
    expect(res.statusCode).toBe(409);
  });
});

describe('attendance', () => {
  // Thursday 3 December, 5 pm; Saturday 5 December (the game above); Saturday 12 December; Tuesday 1 December.
  const TRAINING_AT = '2026-12-03T17:00:00+10:00';
  let training: string;
  let laterGame: string;
  let earlier: string;

  beforeAll(async () => {
    training = await addEvent(u14, TRAINING_AT, { kind: 'training', title: 'Skills', homeAway: null });
    laterGame = await addEvent(u14, '2026-12-12T09:00:00+10:00', { title: 'vs Kokopo Kings' });
    earlier = await addEvent(u14, '2026-11-20T09:00:00+10:00', { title: 'vs Wewak Waves' });
  });

  const mark = (cookie: string, eventId: string, marks: { playerId: string; status: string }[]) =>
    call(cookie, 'PUT', `/api/admin/events/${eventId}/attendance`, marks);

  it('is refused before the event starts, and saved from its start', async () => {
    const early = await mark(coach, training, [{ playerId: kila, status: 'present' }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Attendance can be recorded once the event has started');

    clock.set(TRAINING_AT);
    const saved = await mark(coach, training, [
      { playerId: kila, status: 'present' },
      { playerId: ana, status: 'late' },
      { playerId: tom, status: 'excused' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json() as EventAvailability;
    expect(list.started).toBe(true);
    expect(playerOf(list, kila).attendance).toBe('present');
    expect(playerOf(list, ana).attendance).toBe('late');
    expect(playerOf(list, joe).attendance).toBeNull();
    // Marking again changes a player's status.
    const again = await mark(coach, training, [{ playerId: tom, status: 'absent' }]);
    expect(playerOf(again.json(), tom).attendance).toBe('absent');
    expect(await sentences()).toContain('coach recorded attendance for U14 Development Training: Skills');
  });

  it('names a player who is not in the team (400) and saves nothing', async () => {
    clock.set(TRAINING_AT);
    const res = await mark(coach, training, [
      { playerId: joe, status: 'present' },
      { playerId: u18Player, status: 'present' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: '1.playerId', message: 'Ben Ila is not a player of U14 Development' }]);
    expect(playerOf(await availabilityOf(training), joe).attendance).toBeNull();
    for (const body of [
      [],
      [{ playerId: joe, status: 'gone' }],
      { playerId: joe },
      [
        { playerId: joe, status: 'present' },
        { playerId: joe, status: 'late' },
      ],
    ]) {
      expect((await call(coach, 'PUT', `/api/admin/events/${training}/attendance`, body)).statusCode).toBe(400);
    }
  });

  it("counts a team's games and trainings over club days, the rate leaving Excused out, and writes the CSV", async () => {
    clock.set('2026-12-20T00:00:00Z');
    await mark(coach, game, [
      { playerId: kila, status: 'absent' },
      { playerId: ana, status: 'present' },
      { playerId: tom, status: 'excused' },
    ]);
    await mark(coach, laterGame, [{ playerId: kila, status: 'present' }]);
    await mark(coach, earlier, [{ playerId: kila, status: 'present' }]);

    const res = await call(coach, 'GET', `/api/admin/teams/${u14}/attendance?from=2026-12-01&to=2026-12-05`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as TeamAttendance;
    expect(report).toMatchObject({ teamId: u14, from: '2026-12-01', to: '2026-12-05' });
    const of = (id: string) => report.players.find((p) => p.playerId === id)!;
    // The training (present) and the game of 5 December (absent): 1 of 2.
    expect(of(kila)).toMatchObject({
      games: 1,
      trainings: 1,
      counts: { present: 1, late: 0, absent: 1, excused: 0 },
      rate: 0.5,
    });
    expect(of(ana)).toMatchObject({ games: 1, trainings: 1, counts: { present: 1, late: 1 }, rate: 1 });
    // Absent at training, Excused at the game: Excused is not counted against him.
    expect(of(tom)).toMatchObject({ games: 1, trainings: 1, counts: { absent: 1, excused: 1 }, rate: 0 });
    expect(of(joe)).toMatchObject({ games: 0, trainings: 0, rate: null });
    expect(report.players.map((p) => p.name)).toEqual(['Ana Mote', 'Joe Tau', 'Kila Mote', 'Sam Nobody', 'Tom Kaupa']);

    // Every day to 12 December: Kila's later game counts too (2 of 3).
    const wider = (await call(admin, 'GET', `/api/admin/teams/${u14}/attendance?from=2026-12-01&to=2026-12-12`)).json();
    expect((wider as TeamAttendance).players.find((p) => p.playerId === kila)!.rate).toBeCloseTo(2 / 3);

    const csv = await call(coach, 'GET', `/api/admin/teams/${u14}/attendance.csv?from=2026-12-01&to=2026-12-05`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="team-attendance-2026-12-20.csv"');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Player,Games,Trainings,Present,Late,Absent,Excused,Attendance rate',
      'Ana Mote,1,1,1,1,0,0,100%',
      'Joe Tau,0,0,0,0,0,0,',
      'Kila Mote,1,1,1,0,1,0,50%',
      'Sam Nobody,0,0,0,0,0,0,',
      'Tom Kaupa,1,1,0,0,1,1,0%',
      '',
    ]);
  });

  it('reads the last 90 days to today without from and to, and refuses a malformed day', async () => {
    clock.set('2026-12-20T00:00:00Z');
    const res = await call(coach, 'GET', `/api/admin/teams/${u14}/attendance`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ from: '2026-09-21', to: '2026-12-20' });
    // The game of 20 November is within them.
    expect((res.json() as TeamAttendance).players.find((p) => p.playerId === kila)!.games).toBe(3);
    for (const query of ['from=2026-13-01', 'to=yesterday', 'from=2026-12-10&to=2026-12-01']) {
      const bad = await call(coach, 'GET', `/api/admin/teams/${u14}/attendance?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    expect((await call(coach, 'GET', `/api/admin/teams/${crypto.randomUUID()}/attendance`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  const routes = () =>
    [
      ['GET', `/api/admin/events/${u18Game}/availability`, undefined],
      ['PUT', `/api/admin/events/${u18Game}/availability/${u18Player}`, { answer: 'yes' }],
      ['POST', `/api/admin/events/${u18Game}/remind`, undefined],
      ['PUT', `/api/admin/events/${u18Game}/attendance`, [{ playerId: u18Player, status: 'present' }]],
      ['GET', `/api/admin/teams/${u18}/attendance`, undefined],
      ['GET', `/api/admin/teams/${u18}/attendance.csv`, undefined],
    ] as const;

  it("refuses a Coach another team's events and attendance, and an Editor everything", async () => {
    clock.set(START);
    for (const [method, url, body] of routes()) {
      const res = await call(coach, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(
        "You do not have permission to see or change another team's answers and attendance",
      );
      const asEditor = await call(editor, method, url, body);
      expect(asEditor.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("lets the team's own Coach and an Admin in", async () => {
    clock.set(START);
    expect((await call(otherCoach, 'GET', `/api/admin/events/${u18Game}/availability`)).statusCode).toBe(200);
    expect((await call(otherCoach, 'GET', `/api/admin/teams/${u18}/attendance`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/admin/events/${u18Game}/availability`)).statusCode).toBe(200);
  });
});

describe('notes', () => {
  it('are never in the activity log or the log output', async () => {
    const all = (await db().select().from(activityLog)).map((entry) => JSON.stringify(entry));
    expect(all.length).toBeGreaterThan(3);
    expect(logLines.length).toBeGreaterThan(10);
    const written = [...all, ...logLines].join('\n');
    expect(written).not.toContain('bus fare');
    expect(written).not.toContain('Grandma');
  });
});
