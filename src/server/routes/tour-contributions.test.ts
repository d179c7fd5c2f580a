// Contributions to a tour as staff record them: the total computed from the rows, the form's rules and
// messages (the sponsor rule among them), who may call the routes, stale corrections, the CSV in club time and safe
// from formulas, the supporter's name and reference sealed at rest and re-sealed by rotate-key, and neither in the
// server's log nor in the activity log.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, sponsors, tourContributions, tours } from '../../shared/schema';
import { resealContributions } from '../sealing/reseal';
import { createSealer } from '../sealing/sealed';
import { createTestApp, type TestApp, testClock } from '../test-app';

const UNKNOWN_ID = '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c';
/** 2027-03-10, 12 noon in Port Moresby. */
const clock = testClock('2027-03-10T02:00:00Z');

let t: TestApp;
let cookie: string;
const logLines: string[] = [];
let tourId: string;
let sponsorId: string;

const url = (tour = tourId) => `/api/admin/tours/${tour}/contributions`;
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>, as = cookie) =>
  t.app.inject({ method, url: path, headers: { cookie: as }, ...(body === undefined ? {} : { payload: body }) });
const list = async (tour = tourId) =>
  (await t.app.inject({ url: url(tour), headers: { cookie } })).json() as {
    contributions: Record<string, unknown>[];
    totals: { raisedToea: number; count: number };
  };

const valid = {
  amount: '250.50',
  receivedOn: '2027-03-01',
  supporterName: 'Mary Morea',
  showName: true,
  showAmount: false,
  method: 'bank-transfer',
  reference: 'BSP 4471',
};

async function addTour(title: string) {
  const [tour] = await t.database.db
    .insert(tours)
    .values({
      title,
      slug: title.toLowerCase().replaceAll(' ', '-'),
      destination: 'Cairns, Australia',
      startDate: '2027-07-01',
      endDate: '2027-07-10',
      targetKina: 60000,
    })
    .returning({ id: tours.id });
  return tour!.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now, log: { write: (line) => void logLines.push(line) } });
  cookie = await t.signIn('Mary', { role: 'treasurer' });
  tourId = await addTour('Cairns 2027');
  const [sponsor] = await t.database.db
    .insert(sponsors)
    .values({ name: 'Coral Sea Bank', description: '-', logoUrl: '/uploads/logo.png' })
    .returning({ id: sponsors.id });
  sponsorId = sponsor!.id;
});

afterAll(() => t.close());

describe('recording contributions', () => {
  it('stores the amount in toea, opens the name and reference for staff, and totals the rows', async () => {
    const first = await send('POST', url(), valid);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      amountToea: 25050,
      supporterName: 'Mary Morea',
      reference: 'BSP 4471',
      showName: true,
      showAmount: false,
      method: 'bank-transfer',
      sponsorId: null,
    });
    // Anonymous, the defaults: neither the name nor the amount shown.
    const second = await send('POST', url(), {
      amount: '1,000',
      receivedOn: '2027-03-10',
      supporterName: 'John Kila',
      method: 'cash',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ amountToea: 100000, showName: false, showAmount: false, reference: null });

    // The sponsor's own name when none is typed.
    const third = await send('POST', url(), { amount: 500, receivedOn: '2027-02-20', method: 'sponsor', sponsorId });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ supporterName: 'Coral Sea Bank', sponsorId, sponsorName: 'Coral Sea Bank' });

    const read = await list();
    expect(read.totals).toEqual({ raisedToea: 25050 + 100000 + 50000, count: 3 });
    // Newest first, by the day given.
    expect(read.contributions.map((c) => c.receivedOn)).toEqual(['2027-03-10', '2027-03-01', '2027-02-20']);
  });

  it('computes the total from the rows as they are: a row changed in the table changes it', async () => {
    const other = await addTour('Suva 2028');
    expect((await list(other)).totals).toEqual({ raisedToea: 0, count: 0 });
    await send('POST', url(other), { ...valid, amount: '40' });
    await t.database.db.update(tourContributions).set({ amountToea: 9999 }).where(eq(tourContributions.tourId, other));
    expect((await list(other)).totals).toEqual({ raisedToea: 9999, count: 1 });
  });

  it.each([
    [{ amount: '' }, 'amount', 'Amount is required'],
    [{ amount: 'abc' }, 'amount', 'Enter the amount in kina, such as 250 or 250.50'],
    [{ amount: '0' }, 'amount', 'The amount must be more than 0'],
    [{ amount: '-5' }, 'amount', 'Enter the amount in kina, such as 250 or 250.50'],
    [{ amount: '10.505' }, 'amount', 'Use at most 2 decimal places (toea)'],
    [{ amount: '10000000.01' }, 'amount', 'The amount can be at most PGK 10,000,000'],
    [{ receivedOn: '2027-03-11' }, 'receivedOn', 'The date cannot be after today'],
    [{ receivedOn: 'yesterday' }, 'receivedOn', 'Enter the date as a day'],
    [{ supporterName: '  ' }, 'supporterName', "Supporter's name is required"],
    [{ method: 'cheque' }, 'method', 'Choose Cash, Bank transfer, Mobile money or Sponsor'],
    [{ method: 'sponsor' }, 'sponsorId', 'Choose the sponsor'],
    [{ method: 'sponsor', sponsorId: UNKNOWN_ID }, 'sponsorId', 'Choose the sponsor'],
    [{ method: 'cash', sponsorId: UNKNOWN_ID }, 'sponsorId', 'Leave the sponsor empty unless paid as Sponsor'],
    [{ reference: 'x'.repeat(201) }, 'reference', 'Reference must be at most 200 characters'],
  ])('refuses %o with the message under %s', async (change, path, message) => {
    const before = (await list()).totals.count;
    const res = await send('POST', url(), { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await list()).totals.count).toBe(before);
  });

  it('takes the last day of the club, not of UTC: half past midnight in Port Moresby is the 11th, in UTC still the 10th', async () => {
    clock.set('2027-03-10T14:30:00Z');
    try {
      const res = await send('POST', url(), { ...valid, receivedOn: '2027-03-11' });
      expect(res.json()).toMatchObject({ receivedOn: '2027-03-11' });
      await send('DELETE', `${url()}/${res.json().id}`);
    } finally {
      clock.set('2027-03-10T02:00:00Z');
    }
  });

  it('answers 404 for a tour or a contribution that is not there', async () => {
    expect((await t.app.inject({ url: url(UNKNOWN_ID), headers: { cookie } })).json()).toEqual({
      message: 'Tour not found',
    });
    expect((await send('POST', url(UNKNOWN_ID), valid)).statusCode).toBe(404);
    const missing = await send('PUT', `${url()}/${UNKNOWN_ID}`, valid);
    // Its problems are said first, whatever the path names.
    expect((await send('POST', url(UNKNOWN_ID), { ...valid, amount: '' })).statusCode).toBe(400);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Contribution not found');
    expect((await send('DELETE', `${url()}/not-an-id`)).statusCode).toBe(404);
    // A contribution of another tour is not this tour's.
    const other = await addTour('Lae 2029');
    const elsewhere = (await send('POST', url(other), valid)).json();
    expect((await send('DELETE', `${url()}/${elsewhere.id}`)).json().message).toBe('Contribution not found');
  });

  it('refuses without a session (401), a Coach and an Editor (403)', async () => {
    const coach = await t.signIn('Coachy', { role: 'coach' });
    const editor = await t.signIn('Eddie', { role: 'editor' });
    expect((await t.app.inject({ url: url() })).statusCode).toBe(401);
    expect((await send('POST', url(), valid, editor)).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(), headers: { cookie: editor } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(), headers: { cookie: coach } })).statusCode).toBe(403);
    expect((await send('POST', url(), valid, coach)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${url()}.csv`, headers: { cookie: coach } })).statusCode).toBe(403);
  });
});

describe('correcting and deleting', () => {
  it('writes a correction made on the version read, and refuses a stale one (409)', async () => {
    const made = (await send('POST', url(), { ...valid, supporterName: 'Rose Tau' })).json();
    const fixed = await send('PUT', `${url()}/${made.id}`, { ...valid, amount: '300', updatedAt: made.updatedAt });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ amountToea: 30000, supporterName: 'Mary Morea' });
    expect(fixed.json().updatedAt).not.toBe(made.updatedAt);

    const stale = await send('PUT', `${url()}/${made.id}`, { ...valid, amount: '1', updatedAt: made.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/^Someone else changed this/);
    const [row] = await t.database.db.select().from(tourContributions).where(eq(tourContributions.id, made.id));
    expect(row!.amountToea).toBe(30000);

    const bad = await send('PUT', `${url()}/${made.id}`, { ...valid, method: 'sponsor', updatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['sponsorId', 'updatedAt']);

    expect((await send('DELETE', `${url()}/${made.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `${url()}/${made.id}`)).statusCode).toBe(404);
  });

  it('records the activity naming the tour, never the supporter, the reference or the amount', async () => {
    await send('POST', url(), { ...valid, supporterName: 'Secret Supporter', reference: 'REF-SECRET-77' });
    const entries = await t.database.db.select().from(activityLog).orderBy(desc(activityLog.at));
    expect(entries.find((entry) => entry.sentence.includes('recorded'))).toMatchObject({
      sentence: 'Mary recorded a contribution to the tour "Cairns 2027"',
      section: 'tours',
      itemKind: 'tours',
      itemId: tourId,
    });
    const everything = JSON.stringify(await t.database.db.select().from(activityLog));
    for (const secret of ['Secret Supporter', 'REF-SECRET-77', '250.50', 'Mary Morea', 'BSP 4471']) {
      expect(everything).not.toContain(secret);
      expect(logLines.join('\n')).not.toContain(secret);
    }
  });
});

describe('the CSV', () => {
  it("lists every contribution with the day, the sponsor's name and the choices, formulas neutralised", async () => {
    const tour = await addTour('Port Vila 2030');
    await send('POST', url(tour), {
      ...valid,
      supporterName: '=HYPERLINK("http://evil.example","click")',
      reference: '+675 123',
    });
    await send('POST', url(tour), { amount: '500', receivedOn: '2027-03-02', method: 'sponsor', sponsorId });
    const res = await t.app.inject({ url: `${url(tour)}.csv`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tour-contributions-2027-03-10.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Date,Supporter,Amount (PGK),Method,Sponsor,Reference,Name shown,Amount shown',
      '2027-03-02,Coral Sea Bank,500.00,Sponsor,Coral Sea Bank,,No,No',
      `2027-03-01,"'=HYPERLINK(""http://evil.example"",""click"")",250.50,Bank transfer,,'+675 123,Yes,No`,
    ]);
  });
});

describe('with DATA_KEY', () => {
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('base64');

  it('seals the name and reference at rest, reads them back, and rotate-key re-seals them', async () => {
    const sealed = await createTestApp({ DATA_KEY: oldKey }, { now: clock.now });
    try {
      const staff = await sealed.signIn();
      const [tour] = await sealed.database.db
        .insert(tours)
        .values({
          title: 'Cairns',
          slug: 'cairns',
          destination: 'Cairns',
          startDate: '2027-07-01',
          endDate: '2027-07-02',
        })
        .returning({ id: tours.id });
      const path = `/api/admin/tours/${tour!.id}/contributions`;
      const res = await sealed.app.inject({ method: 'POST', url: path, headers: { cookie: staff }, payload: valid });
      expect(res.statusCode).toBe(201);
      const [stored] = await sealed.database.db.select().from(tourContributions);
      expect(stored!.private).toMatch(/^sealed:v1:/);
      expect(stored!.private).not.toContain('Mary');
      expect(stored!.private).not.toContain('BSP');
      // The amount stays plain: totals and the public page are made from it.
      expect(stored!.amountToea).toBe(25050);
      const read = (await sealed.app.inject({ url: path, headers: { cookie: staff } })).json();
      expect(read.contributions[0]).toMatchObject({ supporterName: 'Mary Morea', reference: 'BSP 4471' });

      const rotated = createSealer({ DATA_KEY: newKey, DATA_KEY_PREVIOUS: oldKey });
      expect(await resealContributions(sealed.database.db, rotated)).toEqual({ resealed: 1, total: 1 });
      expect(await resealContributions(sealed.database.db, rotated)).toEqual({ resealed: 0, total: 1 });
      const [after] = await sealed.database.db.select().from(tourContributions);
      expect(createSealer({ DATA_KEY: newKey }).open(after!.private)).toEqual({
        supporterName: 'Mary Morea',
        reference: 'BSP 4471',
      });
      expect(() => createSealer({ DATA_KEY: oldKey }).open(after!.private)).toThrow(/neither DATA_KEY/);
    } finally {
      await sealed.close();
    }
  });
});
