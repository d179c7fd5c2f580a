// Season registrations through the API: the window, every field's message, phone numbers, the adult
// rule, one registration per player and season, the limit, the staff's list, detail, CSV and Accept, retention,
// and the contacts sealed at rest with DATA_KEY.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/fixtures/mail-server';
import { clubToday } from '../../shared/club-time';
import { MOBILE_EXAMPLE } from '../../shared/phone';
import { REGISTRATION_CLOSED } from '../../shared/registration';
import { registrations, siteSettings, teams } from '../../shared/schema';
import { deleteStaleRegistrations } from '../registrations/service';
import { resealRegistrations } from '../sealing/reseal';
import { createSealer } from '../sealing/sealed';
import { createTestApp, signedInTestApp, type TestApp, testClock } from '../test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The club's day on the test app's clock. */
let today: string;
/** A date of birth `years` ago (and a few days), as a date input sends it. */
const bornYearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}-${today.slice(5, 7)}-01`;

let t: TestApp;
let cookie: string;
let u14: string;
let senior: string;
const logLines: string[] = [];

async function openRegistration(app: TestApp['app'], season = '2027 Season') {
  await app.db.update(siteSettings).set({ registrationOpen: true, season, feeInformation: 'K50 cash at training' });
}

async function addTeams(app: TestApp['app']) {
  const made = await app.db
    .insert(teams)
    .values([
      { name: 'U14 Development', ageGroup: 'u14', description: '-', features: [], color: 'bg-club-red' },
      { name: 'Senior Men', ageGroup: 'senior', description: '-', features: [], color: 'bg-black' },
    ])
    .returning({ id: teams.id });
  return made.map((team) => team.id) as [string, string];
}

beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({}, { log: { write: (line) => logLines.push(line) } }));
  today = t.app.today();
  [u14, senior] = await addTeams(t.app);
});
afterAll(() => t.close());

let address = 0;
const child = (values: Record<string, unknown> = {}) => ({
  firstName: 'Kila',
  lastName: 'Morea',
  dateOfBirth: bornYearsAgo(12),
  teamId: u14,
  guardianName: 'Mary Morea',
  guardianRelationship: 'Mother',
  guardianPhone: '7123 4567',
  emergencyName: 'John Morea',
  emergencyPhone: '+675 7234 5678',
  medical: 'Asthma: inhaler in her bag',
  consentCodeOfConduct: true,
  consentMedical: true,
  photoConsent: false,
  ...values,
});
const register = (payload: object, remoteAddress = `10.19.0.${++address}`, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/registrations', payload, remoteAddress });
const admin = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const listed = async (query = '') => (await admin('GET', `/api/admin/registrations${query}`)).json();
const byReference = async (reference: string) =>
  (await listed()).find((row: { reference: string }) => row.reference === reference);

describe('the registration window', () => {
  it('refuses registrations while closed, and takes them once open', async () => {
    const closed = await register(child({ firstName: 'Early' }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: REGISTRATION_CLOSED });
    await openRegistration(t.app);
    const open = await register(child({ firstName: 'Early' }));
    expect(open.statusCode).toBe(201);
    expect(open.json()).toEqual({
      reference: expect.stringMatching(/^R-2027-\d{4}$/),
      season: '2027 Season',
      feeInformation: 'K50 cash at training',
    });
  });
});

describe('POST /api/registrations', () => {
  beforeAll(() => openRegistration(t.app));

  it("names every required field's problem (400)", async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid input');
    expect(
      Object.fromEntries(res.json().issues.map((i: { path: string; message: string }) => [i.path, i.message])),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dateOfBirth: 'Date of birth is required',
      teamId: 'Choose the team to apply for',
      guardianName: 'Parent or guardian name is required',
      guardianRelationship: 'Relationship to the player is required',
      guardianPhone: MOBILE_EXAMPLE,
      emergencyName: 'Emergency contact name is required',
      emergencyPhone: MOBILE_EXAMPLE,
      consentCodeOfConduct: "You must agree to the club's code of conduct",
      consentMedical: 'You must agree that the club may arrange emergency medical treatment',
    });
  });

  it('refuses bad values with their own messages', async () => {
    const res = await register(
      child({
        dateOfBirth: '2014-02-30',
        gender: 'other',
        teamId: '4b1c9f76-7c3e-4f61-9a65-0d2f6b1c8a11',
        guardianPhone: '321 1234',
        email: 'not an address',
        emergencyPhone: '7123 4567x',
        photoConsent: 'maybe',
        experience: 'x'.repeat(2001),
      }),
    );
    expect(res.statusCode).toBe(400);
    const issues = Object.fromEntries(
      res.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(issues).toEqual({
      dateOfBirth: 'Enter the date of birth as a real day, such as 15/03/2014',
      gender: 'Gender must be Female or Male, or left blank',
      teamId: 'Choose the team to apply for',
      guardianPhone: MOBILE_EXAMPLE,
      email: 'Enter a valid email address, or leave it blank',
      emergencyPhone: MOBILE_EXAMPLE,
      photoConsent: 'Choose yes or no',
      experience: 'Experience must be at most 2000 characters',
    });
    const future = await register(child({ dateOfBirth: `${Number(today.slice(0, 4)) + 1}-01-01` }));
    expect(future.json().issues).toEqual([{ path: 'dateOfBirth', message: 'Date of birth cannot be in the future' }]);
    const same = await register(child({ emergencyPhone: '71234567' }));
    expect(same.json().issues).toEqual([
      {
        path: 'emergencyPhone',
        message: 'The emergency contact must be a second person, with a different phone number',
      },
    ]);
  });

  it('takes the gender as the words its message names, in any case', async () => {
    for (const [n, gender, stored] of [
      [1, 'Female', 'female'],
      [2, 'MALE', 'male'],
      [3, 'male', 'male'],
      [4, '', null],
    ] as const) {
      const res = await register(child({ firstName: `Gender${n}`, gender }));
      expect(res.statusCode, res.body).toBe(201);
      expect((await byReference(res.json().reference)).gender).toBe(stored);
    }
  });

  it("stores PNG mobile numbers as '+675 7123 4567', whichever way they were typed", async () => {
    const res = await register(
      child({ firstName: 'Phone', guardianPhone: '7123 4567', emergencyPhone: '00675-7234-5678', email: '' }),
    );
    expect(res.statusCode).toBe(201);
    const row = await byReference(res.json().reference);
    expect(row).toMatchObject({ guardianPhone: '+675 7123 4567', emergencyPhone: '+675 7234 5678', email: null });
  });

  it('lets a player of 18 or over register themselves, with their own phone instead of a guardian', async () => {
    const adult = child({
      firstName: 'Ray',
      dateOfBirth: bornYearsAgo(19),
      teamId: senior,
      guardianName: '',
      guardianRelationship: '',
      guardianPhone: '',
    });
    const noPhone = await register(adult);
    expect(noPhone.json().issues).toEqual([{ path: 'playerPhone', message: MOBILE_EXAMPLE }]);
    const res = await register({ ...adult, playerPhone: '7345 6789' });
    expect(res.statusCode).toBe(201);
    expect(await byReference(res.json().reference)).toMatchObject({
      adult: true,
      playerPhone: '+675 7345 6789',
      guardianName: null,
    });
  });

  it('takes one registration per player and season (409, never telling its reference), in any case', async () => {
    const first = await register(child({ firstName: 'Twice', lastName: 'Over' }));
    expect(first.statusCode).toBe(201);
    const { reference } = first.json();
    const again = await register(child({ firstName: 'TWICE', lastName: 'over', guardianPhone: '7555 1234' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This player is already registered for 2027 Season. Contact the club to change it.',
    });
    expect(again.body).not.toContain(reference);
    // Another child of the family, or the same name born on another day, is someone else.
    expect(
      (await register(child({ firstName: 'Twice', lastName: 'Over', dateOfBirth: bornYearsAgo(10) }))).statusCode,
    ).toBe(201);
  });

  it('numbers references in the season, R-<year>-0001 upwards, even when sent at once', async () => {
    const sent = await Promise.all(
      [1, 2, 3, 4].map((n) => register(child({ firstName: `Sibling${n}`, lastName: 'Numbered' }))),
    );
    expect(sent.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    const numbers = sent.map((res) => Number(res.json().reference.slice(-4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers[3]! - numbers[0]!).toBe(3);
  });

  it('limits registrations per address as enquiries are (429 after 20 in 10 minutes)', async () => {
    const from = '10.19.99.1';
    for (let n = 0; n < 20; n++) expect((await register({}, from)).statusCode).toBe(400);
    const refused = await register(child({ firstName: 'Flood' }), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('is refused from another site (the cross-site guard)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: child({ firstName: 'Forged' }),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      remoteAddress: '10.19.98.1',
    });
    expect(res.statusCode).toBe(403);
  });

  it('never writes contacts or medical notes to the log', async () => {
    await register(child({ firstName: 'Logged', guardianPhone: '7999 1234', medical: 'Peanut allergy, EpiPen' }));
    const log = logLines.join('\n');
    expect(log).toContain('/api/registrations');
    expect(log).not.toContain('7999 1234');
    expect(log).not.toContain('79991234');
    expect(log).not.toContain('Peanut');
  });
});

describe('the same registration sent again (a second tap on a slow line)', () => {
  const clock = testClock('2027-02-01T09:00:00+10:00');
  let own: TestApp;
  let team: string;
  beforeAll(async () => {
    own = await createTestApp({}, { now: clock.now });
    await openRegistration(own.app);
    [team] = await addTeams(own.app);
  });
  afterAll(() => own.close());
  const send = (values: object) =>
    register(child({ teamId: team, dateOfBirth: '2015-06-10', ...values }), undefined, own.app);

  it('is answered as the first within the hour from the same phone, storing it once; else refused (409)', async () => {
    const first = await send({ firstName: 'Tapped' });
    expect(first.statusCode).toBe(201);
    clock.advance(59 * 60 * 1000);
    const again = await send({ firstName: 'TAPPED', guardianPhone: '+675 7123 4567' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    const stored = await own.app.db.select({ id: registrations.id }).from(registrations);
    expect(stored).toHaveLength(1);

    // Another phone: someone else who knows the child's name and birthday.
    const stranger = await send({ firstName: 'Tapped', guardianPhone: '7555 1234' });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.body).not.toContain(first.json().reference);
    // Over an hour later: a registration sent again, not a second tap.
    clock.advance(2 * 60 * 1000);
    const later = await send({ firstName: 'Tapped' });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toEqual({
      message: 'This player is already registered for 2027 Season. Contact the club to change it.',
    });
  });

  it('answers two sent at the same moment with one registration', async () => {
    const both = await Promise.all([send({ firstName: 'Twin' }), send({ firstName: 'Twin' })]);
    expect(both.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(both[1]!.json().reference).toBe(both[0]!.json().reference);
  });
});

describe('POST /api/registrations in /api/openapi.json', () => {
  beforeAll(() => openRegistration(t.app));
  type Property = {
    type?: string;
    enum?: unknown[];
    format?: string;
    maxLength?: number;
    minLength?: number;
    anyOf?: Property[];
    const?: unknown;
  };
  const documented = async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const body = document.paths['/api/registrations'].post.requestBody.content['application/json'].schema;
    const ref: string = body.$ref ?? '';
    return (ref ? document.components.schemas[ref.split('/').pop()!] : body) as {
      required: string[];
      properties: Record<string, Property>;
    };
  };

  it('declares the fields the form requires, their types and the values the server takes', async () => {
    const schema = await documented();
    // What the server asks of every registration: the fields named by the 400 for an empty one, but the guardian's,
    // which a player of 18 or over leaves blank.
    const asked = (await register({})).json().issues.map((i: { path: string }) => i.path);
    const guardian = ['guardianName', 'guardianRelationship', 'guardianPhone'];
    expect([...schema.required].sort()).toEqual(asked.filter((path: string) => !guardian.includes(path)).sort());
    expect(Object.keys(schema.properties).sort()).toEqual(
      Object.keys(child({ gender: '', school: '', experience: '', playerPhone: '', email: '' })).sort(),
    );
    const { properties } = schema;
    expect(properties.firstName).toMatchObject({ type: 'string', minLength: 1, maxLength: 100 });
    expect(properties.teamId).toMatchObject({ type: 'string', format: 'uuid' });
    expect(properties.gender).toMatchObject({ type: 'string', enum: ['female', 'male', ''] });
    expect(properties.experience).toMatchObject({ type: 'string', maxLength: 2000 });
    expect(properties.consentMedical!.anyOf).toEqual([
      expect.objectContaining({ type: 'boolean', const: true }),
      expect.objectContaining({ type: 'string', enum: ['on', 'true', 'yes'] }),
    ]);
    expect(JSON.stringify(properties.photoConsent)).toContain('"no"');
    expect(JSON.stringify(properties.dateOfBirth)).toContain('DD/MM/YYYY');
  });

  it('describes registrations the server takes: a valid one passes the documented schema', async () => {
    const { required, properties } = await documented();
    const sent = child({ firstName: 'Documented', gender: 'female', email: 'mary@example.com' });
    expect(Object.keys(sent)).toEqual(expect.arrayContaining(required));
    for (const name of Object.keys(sent)) expect(properties, name).toHaveProperty(name);
    expect((await register(sent)).statusCode).toBe(201);
  });
});

describe('the staff side', () => {
  beforeAll(() => openRegistration(t.app));

  it('needs a session (401), and answers 404 for an unknown or malformed id', async () => {
    for (const url of [
      '/api/admin/registrations',
      '/api/admin/registrations/summary',
      '/api/admin/registrations/export.csv',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const unknown = '4b1c9f76-7c3e-4f61-9a65-0d2f6b1c8a11';
    expect((await admin('GET', `/api/admin/registrations/${unknown}`)).statusCode).toBe(404);
    expect((await admin('PATCH', `/api/admin/registrations/${unknown}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/registrations/not-an-id')).statusCode).toBe(404);
  });

  it('lists without medical notes, shows them in the detail, and filters by status, team and season', async () => {
    const { reference } = (await register(child({ firstName: 'Listed' }))).json();
    const row = await byReference(reference);
    expect(row).not.toHaveProperty('medical');
    expect(JSON.stringify(row)).not.toContain('Asthma');
    expect(row).toMatchObject({ status: 'new', teamName: 'U14 Development', hasMedicalNotes: true, age: 12 });
    const detail = (await admin('GET', `/api/admin/registrations/${row.id}`)).json();
    expect(detail.medical).toBe('Asthma: inhaler in her bag');

    const ofTeam = await listed(`?team=${senior}`);
    expect(ofTeam.every((r: { teamId: string }) => r.teamId === senior)).toBe(true);
    expect((await listed('?status=accepted')).some((r: { id: string }) => r.id === row.id)).toBe(false);
    expect((await listed('?season=2027%20Season')).some((r: { id: string }) => r.id === row.id)).toBe(true);
    expect(await listed('?season=1999')).toEqual([]);
    expect((await admin('GET', '/api/admin/registrations?status=done')).statusCode).toBe(400);
    const summary = (await admin('GET', '/api/admin/registrations/summary')).json();
    expect(summary.new).toBeGreaterThan(0);
    expect(summary.seasons).toContain('2027 Season');
  });

  it('changes status, notes and fee; a paid fee keeps its method and reference, another clears them', async () => {
    const { reference } = (await register(child({ firstName: 'Fee' }))).json();
    const { id } = await byReference(reference);
    const patch = (payload: object) => admin('PATCH', `/api/admin/registrations/${id}`, payload);
    const paid = await patch({
      feeStatus: 'paid',
      feeMethod: 'mobile-money',
      feeReference: 'MM 88213',
      notes: 'Paid Sat',
    });
    expect(paid.json()).toMatchObject({
      feeStatus: 'paid',
      feeMethod: 'mobile-money',
      feeReference: 'MM 88213',
      notes: 'Paid Sat',
    });
    expect((await patch({ notes: 'Paid Saturday' })).json()).toMatchObject({
      feeMethod: 'mobile-money',
      feeReference: 'MM 88213',
    });
    expect((await patch({ feeReference: '' })).json()).toMatchObject({ feeStatus: 'paid', feeReference: null });
    expect((await patch({ feeStatus: 'waived' })).json()).toMatchObject({ feeMethod: null, feeReference: null });
    const bad = await patch({ feeStatus: 'later', status: 'done', colour: 'red' });
    expect(bad.statusCode).toBe(400);
    const message = await patch({ status: 'accepted', message: 'Welcome' });
    expect(message.json().issues).toEqual([
      { path: 'message', message: 'A message to the family goes with Waitlisted or Declined' },
    ]);
  });

  it("Accept creates the player's profile once, a child shown as first name and initial, no photo without consent", async () => {
    const { reference } = (await register(child({ firstName: 'Kila', lastName: 'Morea' }))).json();
    const { id } = await byReference(reference);
    const accepted = (await admin('PATCH', `/api/admin/registrations/${id}`, { status: 'accepted' })).json();
    expect(accepted).toMatchObject({ status: 'accepted', playerId: expect.any(String) });
    const again = (await admin('PATCH', `/api/admin/registrations/${id}`, { status: 'accepted' })).json();
    expect(again.playerId).toBe(accepted.playerId);

    const player = (await admin('GET', '/api/admin/players'))
      .json()
      .find((p: { id: string }) => p.id === accepted.playerId);
    expect(player).toMatchObject({
      name: 'Kila Morea',
      teamId: u14,
      nameOnWebsite: 'first-initial',
      showDateOfBirth: false,
      showPhoto: false,
      photoConsentDate: null,
      age: 12,
    });
    const shown = (await t.app.inject({ url: '/api/players' }))
      .json()
      .find((p: { id: string }) => p.id === accepted.playerId);
    expect(shown.name).toBe('Kila M.');
    expect(shown).not.toHaveProperty('dateOfBirth');
  });

  it("Accept with photo consent publishes the photo's choice, dated the day the family gave it; adults in full", async () => {
    const { reference } = (
      await register(
        child({
          firstName: 'Ray',
          lastName: 'Tau',
          dateOfBirth: bornYearsAgo(20),
          teamId: senior,
          playerPhone: '7456 1234',
          photoConsent: true,
        }),
      )
    ).json();
    const { id, createdAt } = await byReference(reference);
    const { playerId } = (await admin('PATCH', `/api/admin/registrations/${id}`, { status: 'accepted' })).json();
    const player = (await admin('GET', '/api/admin/players')).json().find((p: { id: string }) => p.id === playerId);
    expect(player).toMatchObject({
      name: 'Ray Tau',
      nameOnWebsite: 'full',
      showPhoto: true,
      photoConsentDate: clubToday(new Date(createdAt), t.env.CLUB_TIMEZONE),
    });
  });

  it('exports CSV with the filters, medical notes only when asked, formulas neutralised', async () => {
    await register(child({ firstName: 'Csv', experience: '=HYPERLINK("http://x")' }));
    const plain = await admin('GET', '/api/admin/registrations/export.csv?season=2027%20Season');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('private, no-store');
    expect(plain.body).not.toContain('Medical notes');
    expect(plain.body).not.toContain('Asthma');
    expect(plain.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(plain.body).toContain("'+675 7123 4567");
    const medical = await admin('GET', '/api/admin/registrations/export.csv?medical=1');
    expect(medical.body).toContain('Medical notes');
    expect(medical.body).toContain('Asthma: inhaler in her bag');
  });

  it('deletes a registration (204), and Undo brings it back', async () => {
    const { reference } = (await register(child({ firstName: 'Gone' }))).json();
    const { id } = await byReference(reference);
    expect((await admin('DELETE', `/api/admin/registrations/${id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/admin/registrations/${id}`)).statusCode).toBe(404);
    const restored = await admin('POST', `/api/admin/registrations/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ reference, medical: 'Asthma: inhaler in her bag' });
  });

  it('forgets Waitlisted and Declined registrations REGISTRATION_RETENTION_DAYS after their last change', async () => {
    const ids: Record<string, string> = {};
    for (const status of ['waitlisted', 'declined', 'accepted', 'new'] as const) {
      const { reference } = (await register(child({ firstName: `Kept${status}` }))).json();
      ids[status] = (await byReference(reference)).id;
      await admin('PATCH', `/api/admin/registrations/${ids[status]}`, { status });
    }
    const now = new Date();
    expect(await deleteStaleRegistrations(t.app.db, 365, new Date(now.getTime() + 364 * DAY_MS))).toBe(0);
    const later = new Date(now.getTime() + 366 * DAY_MS);
    expect(await deleteStaleRegistrations(t.app.db, 365, later)).toBeGreaterThanOrEqual(2);
    const left = (await t.app.db.select({ id: registrations.id }).from(registrations)).map((r) => r.id);
    expect(left).not.toContain(ids.waitlisted);
    expect(left).not.toContain(ids.declined);
    expect(left).toContain(ids.accepted);
    expect(left).toContain(ids.new);
  });
});

describe("the family's message with Waitlisted or Declined", () => {
  const clock = testClock('2027-02-01T09:00:00+10:00');
  let own: TestApp;
  let ownCookie: string;
  let team: string;
  beforeAll(async () => {
    // Mail on (the messages are queued); nothing listens on the port, so none is delivered during the test.
    ({ t: own, cookie: ownCookie } = await signedInTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
      { now: clock.now },
    ));
    await openRegistration(own.app);
    [team] = await addTeams(own.app);
  });
  afterAll(() => own.close());
  const staff = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    own.app.inject({ method, url, headers: { cookie: ownCookie }, ...(payload ? { payload } : {}) });
  const registered = async (values: object) => {
    const sent = await register(child({ teamId: team, dateOfBirth: '2015-06-10', ...values }), undefined, own.app);
    const list = (await staff('GET', '/api/admin/registrations')).json();
    return list.find((r: { reference: string }) => r.reference === sent.json().reference) as {
      id: string;
      updatedAt: string;
    };
  };

  it('stays on the registration with when it was sent, in the detail the portal opens', async () => {
    const { id } = await registered({ firstName: 'Told', email: 'mary@example.com' });
    const url = `/api/admin/registrations/${id}`;
    expect((await staff('GET', url)).json()).toMatchObject({ familyMessage: null, familyMessageSentAt: null });
    clock.advance(60_000);
    const waitlisted = await staff('PATCH', url, {
      status: 'waitlisted',
      message: 'The U14 team is full until March.',
    });
    expect(waitlisted.statusCode, waitlisted.body).toBe(200);
    const detail = (await staff('GET', url)).json();
    expect(detail).toMatchObject({
      status: 'waitlisted',
      familyMessage: 'The U14 team is full until March.',
      familyMessageSentAt: clock.now().toISOString(),
    });
    // A later decision's message replaces it; a change without one keeps it.
    clock.advance(60_000);
    await staff('PATCH', url, { status: 'declined', message: 'Sorry: no place this season.' });
    await staff('PATCH', url, { notes: 'Called the mother' });
    expect((await staff('GET', url)).json()).toMatchObject({
      familyMessage: 'Sorry: no place this season.',
      familyMessageSentAt: clock.now().toISOString(),
    });
  });

  it('is not kept as sent when nothing was sent: the family gave no email', async () => {
    const { id } = await registered({ firstName: 'Untold', email: '' });
    const url = `/api/admin/registrations/${id}`;
    await staff('PATCH', url, { status: 'declined', message: 'No place this season.' });
    expect((await staff('GET', url)).json()).toMatchObject({
      status: 'declined',
      familyMessage: null,
      familyMessageSentAt: null,
    });
  });
});

describe('with DATA_KEY', () => {
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('base64');

  it('stores contacts and medical notes encrypted, reads them back intact, and rotates to a new key', async () => {
    const sealed = await createTestApp({ DATA_KEY: oldKey });
    try {
      await openRegistration(sealed.app);
      const [team] = await addTeams(sealed.app);
      const res = await register(child({ teamId: team, email: 'mary@example.com' }), '10.19.50.1', sealed.app);
      expect(res.statusCode).toBe(201);
      const [stored] = await sealed.app.db.select().from(registrations);
      for (const plain of ['Mary Morea', '7123 4567', 'Asthma', 'mary@example.com', 'John Morea']) {
        expect(stored!.private).not.toContain(plain);
      }
      expect(stored!.private).toMatch(/^sealed:v1:/);
      const cookie = await sealed.signIn();
      const read = async () =>
        (await sealed.app.inject({ url: `/api/admin/registrations/${stored!.id}`, headers: { cookie } })).json();
      expect(await read()).toMatchObject({
        guardianName: 'Mary Morea',
        guardianPhone: '+675 7123 4567',
        email: 'mary@example.com',
        medical: 'Asthma: inhaler in her bag',
      });

      // A new key, the old one kept as previous while rotate-key re-encrypts.
      const rotated = createSealer({ DATA_KEY: newKey, DATA_KEY_PREVIOUS: oldKey });
      expect(await resealRegistrations(sealed.app.db, rotated)).toEqual({ resealed: 1, total: 1 });
      expect(await resealRegistrations(sealed.app.db, rotated)).toEqual({ resealed: 0, total: 1 });
      const [after] = await sealed.app.db.select().from(registrations).where(eq(registrations.id, stored!.id));
      expect(createSealer({ DATA_KEY: newKey }).open(after!.private)).toMatchObject({ guardianName: 'Mary Morea' });
      expect(() => createSealer({ DATA_KEY: oldKey }).open(after!.private)).toThrow(/neither DATA_KEY/);
    } finally {
      await sealed.close();
    }
  });
});
