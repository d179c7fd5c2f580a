// Bank statements through the staff's API: a BSP-like and a Kina-Bank-like export imported, their lines matched to
// charges by reference (a mistyped one left to match, debits left out), lines decided by hand or as not the club's,
// confirming them as bank payments with allocations and the rest as credit, the same and an overlapping statement
// imported again and nothing recorded twice (two confirms at once included), bad files refused naming the line with
// nothing kept, who may (the Treasurer, never a Coach or an Editor), and descriptions sealed at rest.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../tests/fixtures/multipart';
import { REFERENCE_ALPHABET } from '../../shared/payments';
import {
  activityLog,
  allocations,
  charges,
  payments,
  players,
  statementImports,
  statementLines,
  teams,
} from '../../shared/schema';
import { familyForContacts } from '../families/family';
import { createCharge, familyCredit, paidByCharge } from '../payments/ledger';
import type { StatementImportView } from '../payments/statements';
import { createTestApp, type TestApp, testClock } from '../test-app';

const clock = testClock('2027-01-10T09:00:00+10:00');

let t: TestApp;
let cookie: string;
let teamId: string;
const db = () => t.database.db;

type Answer = StatementImportView & { recorded?: number };

async function upload(text: string | Buffer, as = cookie, filename = 'statement.csv') {
  const data = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  const form = await multipart({ file: { data, filename, type: 'text/csv' } });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/payments/import',
    headers: { cookie: as, ...form.headers },
    payload: form.payload,
  });
}

async function imported(text: string): Promise<Answer> {
  const response = await upload(text);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const decide = (importId: string, lineId: string, body: object, as = cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/payments/import/${importId}/lines/${lineId}`,
    headers: { cookie: as },
    payload: body,
  });

async function confirm(importId: string): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/import/${importId}/confirm`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function family(guardianName: string, phone: string) {
  return familyForContacts(db(), t.app.sealer, t.env, { guardianName, phone, email: null });
}

async function player(name: string, familyId: string) {
  const [row] = await db()
    .insert(players)
    .values({ name, position: 'Guard', teamId, familyId })
    .returning({ id: players.id });
  return row!.id;
}

async function charge(playerId: string, amountToea: number, description = '2027 season fee') {
  return createCharge(db(), { playerId, description, amountToea, dueOn: '2027-02-01' });
}

/** The reference with its check character changed: what a mistyped reference looks like. */
function mistyped(reference: string): string {
  const last = reference.at(-1)!;
  const other = REFERENCE_ALPHABET[(REFERENCE_ALPHABET.indexOf(last) + 1) % REFERENCE_ALPHABET.length]!;
  return reference.slice(0, -1) + other;
}

const paymentCount = async () => (await db().select({ n: count() }).from(payments))[0]!.n;
const importCount = async () => (await db().select({ n: count() }).from(statementImports))[0]!.n;
const statusOf = (answer: Answer, text: string) => answer.lines.find((line) => line.description.includes(text))?.status;
const lineOf = (answer: Answer, text: string) => answer.lines.find((line) => line.description.includes(text))!;

let moreaFamily: string;
let kilaFee: Awaited<ReturnType<typeof charge>>;
let ruaFee: Awaited<ReturnType<typeof charge>>;
let tauFee: Awaited<ReturnType<typeof charge>>;
let waived: Awaited<ReturnType<typeof charge>>;

beforeAll(async () => {
  t = await createTestApp({ DATA_KEY: randomBytes(32).toString('base64') }, { now: clock.now });
  cookie = await t.signIn('Ana', { role: 'treasurer' });
  const [team] = await db()
    .insert(teams)
    .values({ name: 'U14 Development', ageGroup: 'U14', description: '-', features: [], color: 'bg-club-red' })
    .returning({ id: teams.id });
  teamId = team!.id;
  moreaFamily = await family('Mary Morea', '+675 7123 4567');
  const tauFamily = await family('Rose Tau', '+675 7345 6789');
  kilaFee = await charge(await player('Kila Morea', moreaFamily), 100_000);
  ruaFee = await charge(await player('Rua Morea', moreaFamily), 100_000);
  tauFee = await charge(await player('Ben Tau', tauFamily), 100_000);
  waived = await charge(await player('Joe Tau', tauFamily), 50_000, 'Cairns tour deposit');
  await db().update(charges).set({ waivedAt: clock.now(), waiveReason: 'Hardship' }).where(eq(charges.id, waived.id));
});
afterAll(() => t.close());

/** BSP's internet banking export: Date, Description, Debit, Credit, Balance; day-first dates. */
const bsp = () =>
  [
    'Date,Description,Debit,Credit,Balance',
    `05/12/2026,"TFR ${kilaFee.reference} MOREA, MARY",,"1,250.00","11,250.00"`,
    '06/12/2026,BANK FEE,2.50,,"11,247.50"',
    `07/12/2026,"TAU, ROSE ${mistyped(tauFee.reference)}",,400.00,"11,647.50"`,
    '08/12/2026,"CASH DEPOSIT, BRANCH",,"2,000.00","13,647.50"',
    '09/12/2026,MORE A RUA FEES,,600.00,"14,247.50"',
  ].join('\r\n');

describe('importing a BSP statement', () => {
  let first: Answer;

  it('matches a line by its reference, leaves a mistyped one to match and the debit out', async () => {
    first = await imported(bsp());
    expect(
      first.lines.map(({ date, description, amountToea, reference, chargeId, status }) => ({
        date,
        description,
        amountToea,
        reference,
        chargeId,
        status,
      })),
    ).toEqual([
      {
        date: '2026-12-05',
        description: `TFR ${kilaFee.reference} MOREA, MARY`,
        amountToea: 125_000,
        reference: kilaFee.reference,
        chargeId: kilaFee.id,
        status: 'matched',
      },
      {
        date: '2026-12-07',
        description: `TAU, ROSE ${mistyped(tauFee.reference)}`,
        amountToea: 40_000,
        reference: null,
        chargeId: null,
        status: 'to-match',
      },
      {
        date: '2026-12-08',
        description: 'CASH DEPOSIT, BRANCH',
        amountToea: 200_000,
        reference: null,
        chargeId: null,
        status: 'to-match',
      },
      {
        date: '2026-12-09',
        description: 'MORE A RUA FEES',
        amountToea: 60_000,
        reference: null,
        chargeId: null,
        status: 'to-match',
      },
    ]);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/import/${first.id}`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(first);
  });

  it('keeps descriptions sealed at rest', async () => {
    const rows = await db().select().from(statementLines).where(eq(statementLines.importId, first.id));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.description).toMatch(/^sealed:v1:/);
      expect(row.description).not.toContain('MOREA');
      expect(row.fingerprint).toMatch(/^hmac:[0-9a-f]{64}$/);
    }
  });

  it('lets a person decide a line, or say it is not the club’s money', async () => {
    const tau = lineOf(first, 'TAU, ROSE');
    const decided = await decide(first.id, tau.id, { chargeId: tauFee.id });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(lineOf(decided.json(), 'TAU, ROSE')).toMatchObject({ chargeId: tauFee.id, status: 'matched' });
    const cash = await decide(first.id, lineOf(first, 'CASH DEPOSIT').id, { notForClub: true });
    expect(statusOf(cash.json(), 'CASH DEPOSIT')).toBe('not-for-club');
    // A charge that does not exist, or is waived, is refused; so is a line of another import and a bad body.
    const rua = lineOf(first, 'RUA FEES').id;
    expect((await decide(first.id, rua, { chargeId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    const refused = await decide(first.id, rua, { chargeId: waived.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/was waived/);
    expect((await decide(first.id, rua, { notForClub: false })).statusCode).toBe(400);
    const other = await imported('Date,Description,Credit\n01/01/2027,SOMEONE,1.00\n');
    expect((await decide(other.id, rua, { notForClub: true })).statusCode).toBe(404);
    expect((await decide(first.id, 'not-an-id', { notForClub: true })).statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/import/${first.id}`,
      headers: { cookie },
    });
    expect(statusOf(read.json(), 'RUA FEES')).toBe('to-match');
  });

  it('confirms the matched and decided lines as bank payments; undecided lines wait', async () => {
    const before = await paymentCount();
    const confirmed = await confirm(first.id);
    expect(confirmed.recorded).toBe(2);
    expect(await paymentCount()).toBe(before + 2);
    const kila = lineOf(confirmed, 'MOREA, MARY');
    expect(kila.paymentId).toEqual(expect.any(String));
    expect(lineOf(confirmed, 'RUA FEES')).toMatchObject({ status: 'to-match', paymentId: null });
    expect(lineOf(confirmed, 'CASH DEPOSIT')).toMatchObject({ status: 'not-for-club', paymentId: null });
    // K1,250 on a K1,000 fee: the fee is paid, K250 is the family's credit.
    const [payment] = await db().select().from(payments).where(eq(payments.id, kila.paymentId!));
    expect(payment).toMatchObject({
      method: 'bank',
      receivedOn: '2026-12-05',
      amountToea: 125_000,
      familyId: moreaFamily,
    });
    expect(t.app.sealer.open(payment!.private)).toEqual({
      payerName: `TFR ${kilaFee.reference} MOREA, MARY`,
      reference: kilaFee.reference,
    });
    expect(await db().select().from(allocations).where(eq(allocations.paymentId, kila.paymentId!))).toEqual([
      { paymentId: kila.paymentId, chargeId: kilaFee.id, amountToea: 100_000 },
    ]);
    expect(await familyCredit(db(), moreaFamily)).toBe(25_000);
    // K400 of Rose's K1,000: part paid.
    const paid = await paidByCharge(db(), [kilaFee.id, tauFee.id]);
    expect(paid.get(kilaFee.id)).toBe(100_000);
    expect(paid.get(tauFee.id)).toBe(40_000);
  });

  it('says so in the activity log, with counts only', async () => {
    const sentences = (await db().select().from(activityLog)).map((entry) => entry.sentence);
    expect(sentences).toContain('Ana imported a bank statement: 4 lines, 1 matched');
    expect(sentences).toContain('Ana confirmed 2 payments from a bank statement');
    expect(sentences.join(' ')).not.toMatch(/MOREA|TAU|PMBC/);
  });

  it('never records a line twice: confirming again, or importing the same statement again', async () => {
    const before = await paymentCount();
    expect((await confirm(first.id)).recorded).toBe(0);
    const again = await imported(bsp());
    expect(again.lines.map((line) => line.status)).toEqual([
      'already-recorded',
      'already-recorded',
      'to-match',
      'to-match',
    ]);
    const recorded = lineOf(again, 'MOREA, MARY');
    expect((await decide(again.id, recorded.id, { notForClub: true })).statusCode).toBe(409);
    expect((await confirm(again.id)).recorded).toBe(0);
    expect(await paymentCount()).toBe(before);
  });

  it('a line decided in two imports of one statement is recorded by the first confirm only', async () => {
    const before = await paymentCount();
    const one = await imported(bsp());
    const two = await imported(bsp());
    for (const answer of [one, two]) {
      const response = await decide(answer.id, lineOf(answer, 'RUA FEES').id, { chargeId: ruaFee.id });
      expect(response.statusCode).toBe(200);
    }
    // Both at once: the lock makes the second wait, and then it finds the line recorded.
    const results = await Promise.all([one.id, two.id].map((id) => confirm(id)));
    expect(results.map((result) => result.recorded).sort()).toEqual([0, 1]);
    expect(await paymentCount()).toBe(before + 1);
    const later = results.find((result) => result.recorded === 0)!;
    expect(statusOf(later, 'RUA FEES')).toBe('already-recorded');
    expect((await paidByCharge(db(), [ruaFee.id])).get(ruaFee.id)).toBe(60_000);
  });
});

describe('importing Kina Bank statements that overlap', () => {
  /** Kina Bank's export: Transaction Date, Narrative, a signed Amount, Balance. */
  const kina = (rows: string[]) => ['Transaction Date,Narrative,Amount,Balance', ...rows].join('\n');
  const rows = () => [
    `05-Jan-2027,"PMBC ${ruaFee.reference.slice(5)} RUA, MOREA",100.00,"3,100.00"`,
    '06-Jan-2027,TRANSFER TO SUPPLIER,-500.00,"2,600.00"',
    `07/01/2027,${tauFee.reference} TAU,200.00,"2,800.00"`,
    `08-Jan-2027,${tauFee.reference} TAU,"1,000.00","3,800.00"`,
  ];

  it('records each line once across statements that share days', async () => {
    const before = await paymentCount();
    const early = await imported(kina(rows().slice(0, 3)));
    expect(early.lines.map((line) => [line.amountToea, line.status])).toEqual([
      [10_000, 'matched'],
      [20_000, 'matched'],
    ]);
    expect((await confirm(early.id)).recorded).toBe(2);
    const late = await imported(kina(rows().slice(2)));
    expect(late.lines.map((line) => line.status)).toEqual(['already-recorded', 'matched']);
    expect((await confirm(late.id)).recorded).toBe(1);
    expect(await paymentCount()).toBe(before + 3);
    // Rose's fee: K400 + K200 + K1,000 on K1,000: paid, and the rest her family's credit.
    expect((await paidByCharge(db(), [tauFee.id])).get(tauFee.id)).toBe(100_000);
  });
});

describe('a file that cannot be read', () => {
  it('is refused with the line to look at, and nothing is kept of it', async () => {
    const before = await importCount();
    const bad = async (body: string | Buffer) => {
      const response = await upload(body);
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    expect(await bad(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3]))).toMatch(/not a CSV file/);
    expect(await bad('Date,Description,Debit,Balance\n01/02/2027,X,1.00,1.00\n')).toMatch(
      /^Line 1: the header names no Credit/,
    );
    expect(
      await bad('Date,Description,Credit,Balance\n01/02/2027,A,1.00,1\n02/02/2027,B,1.00,2\n31/13/2027,C,1,3\n'),
    ).toBe('Line 4: the date "31/13/2027" is not a day');
    const tooLarge = await upload(`Date,Description,Credit\n${'01/01/2027,X,1.00\n'.repeat(120_000)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/less than 2MB/);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/import',
      headers: { cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(415);
    expect(await importCount()).toBe(before);
  });
});

describe('who may', () => {
  it('refuses Coaches and Editors, lets Admins and the Treasurer', async () => {
    const text = 'Date,Description,Credit\n01/01/2027,SOMEONE,1.00\n';
    for (const role of ['coach', 'editor'] as const) {
      const as = await t.signIn(`${role}1`, { role });
      expect((await upload(text, as)).statusCode).toBe(403);
    }
    expect((await upload(text, await t.signIn('Boss'))).statusCode).toBe(201);
    const someImport = await imported(text);
    const coach = await t.signIn('coach1', { role: 'coach' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/import/${someImport.id}`,
      headers: { cookie: coach },
    });
    expect(read.statusCode).toBe(403);
    expect((await decide(someImport.id, someImport.lines[0]!.id, { notForClub: true }, coach)).statusCode).toBe(403);
  });
});
