// The Treasurer's money reports and their CSV files: payments received by month and method over club days, what is
// left to pay (a part payment counted, a waived charge not), the families' credits; for Admins and the Treasurer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_START, type FamilySeed, seedFamilies } from '../../../tests/fixtures/families';
import { api } from '../../shared/paths';
import type { CreditsReport, OutstandingReport, PaymentsReceivedReport } from '../../shared/payment-reports';
import { charges, players } from '../../shared/schema';
import { type AllocationInput, createCharge, recordPayment } from '../payments/ledger';
import { createTestApp, type TestApp, testClock } from '../test-app';

let t: TestApp;
let s: FamilySeed;
const cookies: Record<'admin' | 'treasurer' | 'coach' | 'editor', string> = {
  admin: '',
  treasurer: '',
  coach: '',
  editor: '',
};

beforeAll(async () => {
  t = await createTestApp({}, { now: testClock(FAMILY_START).now });
  s = await seedFamilies(t);
  const db = t.database.db;
  const [rosa] = await db.select({ familyId: players.familyId }).from(players).where(eq(players.id, s.otherChildId));
  const seasonFee = await createCharge(db, {
    playerId: s.kilaId,
    description: '2026 season fee',
    amountToea: 15000,
    dueOn: '2026-03-31',
  });
  // Typed by staff: a spreadsheet must show it as text, not run it.
  await createCharge(db, { playerId: s.tauId, description: '=1+2', amountToea: 4000, dueOn: '2026-03-31' });
  const waived = await createCharge(db, {
    playerId: s.otherChildId,
    description: '2026 season fee',
    amountToea: 15000,
    dueOn: '2026-03-31',
  });
  await db
    .update(charges)
    .set({ waivedAt: new Date(FAMILY_START), waiveReason: 'Hardship' })
    .where(eq(charges.id, waived.id));
  const pay = (
    amountToea: number,
    receivedOn: string,
    method: 'bank' | 'cash' | 'mobile',
    allocations: AllocationInput[],
    familyId: string | null,
  ) =>
    recordPayment(
      db,
      t.app.sealer,
      { amountToea, receivedOn, method, payerName: 'Payer', reference: null, allocations },
      familyId,
    );
  await pay(5000, '2026-03-02', 'bank', [{ chargeId: seasonFee.id, amountToea: 5000 }], null);
  await pay(3000, '2026-03-05', 'cash', [], rosa!.familyId);
  await pay(2000, '2026-02-20', 'mobile', [], s.familyId);
  await pay(1000, '2026-04-01', 'cash', [], s.familyId);
  cookies.admin = await t.signIn('president');
  cookies.treasurer = await t.signIn('bookkeeper', { role: 'treasurer' });
  cookies.coach = await t.signIn('coach-a', { role: 'coach', teamIds: [s.teamId] });
  cookies.editor = await t.signIn('editor', { role: 'editor' });
});
afterAll(() => t.close());

const get = (url: string, who: keyof typeof cookies = 'treasurer') =>
  t.app.inject({ url, headers: { cookie: cookies[who] } });
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('payments received', () => {
  it('adds up the current month by month and method without from and to', async () => {
    const res = await get(api.paymentsReceived(null, null));
    expect(res.statusCode).toBe(200);
    expect(res.json<PaymentsReceivedReport>()).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      rows: [
        { month: '2026-03', method: 'bank', payments: 1, amountToea: 5000 },
        { month: '2026-03', method: 'cash', payments: 1, amountToea: 3000 },
      ],
      byMethod: [
        { method: 'cash', amountToea: 3000 },
        { method: 'bank', amountToea: 5000 },
        { method: 'mobile', amountToea: 0 },
      ],
      totalToea: 8000,
    });
  });

  it('covers the club days asked for, in the CSV too', async () => {
    const report = (await get(api.paymentsReceived('2026-02-01', '2026-04-30'))).json<PaymentsReceivedReport>();
    expect(report.rows.map((row) => `${row.month} ${row.method} ${row.amountToea}`)).toEqual([
      '2026-02 mobile 2000',
      '2026-03 bank 5000',
      '2026-03 cash 3000',
      '2026-04 cash 1000',
    ]);
    expect(report.totalToea).toBe(11000);
    const csv = await get(api.paymentsReceivedCsv('2026-02-01', '2026-03-31'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payments-received-2026-03-04.csv"');
    expect(csvLines(csv.body)).toEqual([
      'Month,Method,Payments,Amount (PGK)',
      '2026-02,Mobile money,1,20.00',
      '2026-03,Bank transfer,1,50.00',
      '2026-03,Cash,1,30.00',
    ]);
  });

  it('refuses days that are not days, and a span that ends before it starts', async () => {
    expect((await get(api.paymentsReceived('2026-13-01', null))).statusCode).toBe(400);
    const named = await get(api.paymentsReceived('March', null));
    expect(named.statusCode).toBe(400);
    expect(named.json().issues[0].message).toBe('Enter a day as YYYY-MM-DD');
    const backwards = await get(api.paymentsReceived('2026-03-10', '2026-03-01'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('from must be on or before to');
  });
});

describe('what is left to pay', () => {
  it('counts what is left of a part-paid charge, by team and by charge, and leaves the waived charge out', async () => {
    const res = await get(api.paymentsOutstanding);
    expect(res.statusCode).toBe(200);
    expect(res.json<OutstandingReport>()).toEqual({
      byTeam: [
        { teamId: s.teamId, teamName: 'U14 Boys', charges: 1, leftToea: 10000 },
        { teamId: null, teamName: 'No team', charges: 1, leftToea: 4000 },
      ],
      byDescription: [
        { description: '2026 season fee', charges: 1, leftToea: 10000 },
        { description: '=1+2', charges: 1, leftToea: 4000 },
      ],
      totalToea: 14000,
    });
  });

  it('writes the CSV with a formula cell as text', async () => {
    const csv = await get(api.paymentsOutstandingCsv);
    expect(csv.statusCode).toBe(200);
    expect(csvLines(csv.body)).toEqual([
      'By,Name,Charges,Left to pay (PGK)',
      'Team,U14 Boys,1,100.00',
      'Team,No team,1,40.00',
      'Charge,2026 season fee,1,100.00',
      "Charge,'=1+2,1,40.00",
    ]);
  });
});

describe("families' credits", () => {
  it("lists each family with a credit by the guardian's name, in the CSV too", async () => {
    const res = await get(api.paymentsCredits);
    expect(res.statusCode).toBe(200);
    const report = res.json<CreditsReport>();
    expect(report.families.map(({ guardianName, creditToea }) => ({ guardianName, creditToea }))).toEqual([
      { guardianName: 'Grace Pala', creditToea: 3000 },
      { guardianName: 'Mary Morea', creditToea: 3000 },
    ]);
    expect(report.families[1]!.familyId).toBe(s.familyId);
    expect(report.totalToea).toBe(6000);
    expect(csvLines((await get(api.paymentsCreditsCsv)).body)).toEqual([
      'Guardian,Credit (PGK)',
      'Grace Pala,30.00',
      'Mary Morea,30.00',
    ]);
  });
});

describe('who may read the reports', () => {
  const urls = () => [
    api.paymentsReceived(null, null),
    api.paymentsReceivedCsv(null, null),
    api.paymentsOutstanding,
    api.paymentsOutstandingCsv,
    api.paymentsCredits,
    api.paymentsCreditsCsv,
  ];

  it('answers Admins and the Treasurer', async () => {
    for (const url of urls()) {
      expect((await get(url, 'treasurer')).statusCode, url).toBe(200);
      expect((await get(url, 'admin')).statusCode, url).toBe(200);
    }
  });

  it('refuses Coaches and Editors (403) and anyone signed out (401)', async () => {
    for (const url of urls()) {
      expect((await get(url, 'coach')).statusCode, url).toBe(403);
      expect((await get(url, 'editor')).statusCode, url).toBe(403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
