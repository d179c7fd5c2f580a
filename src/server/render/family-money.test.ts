// What a family sees of money on their private page without JavaScript: what is left to pay with the reference to
// quote, their credit, how to pay and the payments received, each with a printable receipt that no other family
// can open.
import { eq } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_START, type FamilySeed, fromPhone, hoursFrom, seedFamilies } from '../../../tests/fixtures/families';
import { pageText as text } from '../../../tests/fixtures/page-text';
import { CLUB } from '../../shared/constants';
import { type FamilyPage, familyPath, familyReceiptPath } from '../../shared/families';
import { api } from '../../shared/paths';
import { events, families, players, siteSettings } from '../../shared/schema';
import { familyForContacts, newFamilyToken } from '../families/family';
import { FAMILY_RATE_LIMIT } from '../families/family-page';
import { receiptNumber } from '../payments/family-money';
import { createCharge, recordPayment } from '../payments/ledger';
import { createTestApp, type TestApp, testClock } from '../test-app';

const clock = testClock(FAMILY_START);
let t: TestApp;
let s: FamilySeed;
let seasonFee: { id: string; reference: string };
let uniform: { id: string; reference: string };
let partPayment: string;
let creditPayment: string;
let otherPayment: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  s = await seedFamilies(t);
  const db = t.database.db;
  const sealer = t.app.sealer;
  await db.update(siteSettings).set({
    supportBankAccount: 'BSP, Club Account 1234567',
    supportMobileMoney: '',
    supportCash: 'At training, to the Treasurer',
  });
  seasonFee = await createCharge(db, {
    playerId: s.kilaId,
    description: '2026 season fee',
    amountToea: 15000,
    dueOn: '2026-03-31',
  });
  uniform = await createCharge(db, {
    playerId: s.tauId,
    description: 'Uniform',
    amountToea: 4000,
    dueOn: '2026-03-10',
  });
  const other = await createCharge(db, {
    playerId: s.otherChildId,
    description: '2026 season fee',
    amountToea: 15000,
    dueOn: '2026-03-31',
  });
  const pay = (amountToea: number, method: 'bank' | 'cash', allocations: { chargeId: string; amountToea: number }[]) =>
    recordPayment(db, sealer, {
      amountToea,
      receivedOn: '2026-03-02',
      method,
      payerName: 'Mary Morea',
      reference: null,
      allocations,
    });
  partPayment = await pay(5000, 'bank', [{ chargeId: seasonFee.id, amountToea: 5000 }]);
  // The uniform paid in full, with K30 more than it cost: kept as the family's credit.
  creditPayment = await pay(7000, 'cash', [{ chargeId: uniform.id, amountToea: 4000 }]);
  otherPayment = await recordPayment(db, sealer, {
    amountToea: 15000,
    receivedOn: '2026-03-03',
    method: 'mobile',
    payerName: 'Grace Pala',
    reference: other.reference,
    allocations: [{ chargeId: other.id, amountToea: 15000 }],
  });
});
afterAll(() => t.close());

const open = (path: string) => fromPhone(t, { url: path });
/** The words of the page's money part, from its heading on. */
const moneyWords = (html: string) => text(html.slice(html.indexOf('<section aria-labelledby="money">')));

describe("the family page's money", () => {
  it('shows what is left to pay with the reference to quote, the credit, how to pay and the payments', async () => {
    const res = await open(familyPath(s.token));
    expect(res.statusCode).toBe(200);
    const words = moneyWords(res.body);
    expect(words).toContain('What you owe');
    expect(words).toContain('2026 season fee Kila');
    expect(words).toContain('K150.00, paid K50.00: K100.00 left');
    expect(words).toContain('due 31 March 2026');
    expect(words).toContain(`Quote ${seasonFee.reference} when you pay`);
    expect(words).toContain('Your credit: K30.00');
    expect(words).toContain('How to pay Bank transfer BSP, Club Account 1234567 Cash At training, to the Treasurer');
    expect(words).not.toContain('Mobile money'); // left empty in Site Settings
    expect(words).toContain('Payments received 2 March 2026: K70.00 Receipt 2 March 2026: K50.00 Receipt');
    // Paid in full: not owed, and its reference is not asked for.
    expect(words).not.toContain('Uniform');
    expect(res.body).not.toContain(uniform.reference);
    // Another family's money is not here.
    expect(res.body).not.toContain('K150.00 left');
    // Each receipt is a plain link under the page's address (its <base>).
    expect(res.body).toContain(`<a href="receipts/${partPayment}">Receipt</a>`);
    expect(res.body).not.toMatch(/<script/);
  });

  it('is part of the page in the API', async () => {
    const page = (await open(api.familyPage(s.token))).json<FamilyPage>();
    expect(page.money).toEqual({
      owed: [
        {
          id: seasonFee.id,
          description: '2026 season fee',
          childName: 'Kila',
          amountToea: 15000,
          paidToea: 5000,
          leftToea: 10000,
          dueOn: '2026-03-31',
          reference: seasonFee.reference,
        },
      ],
      creditToea: 3000,
      howToPay: [
        { method: 'bank', details: 'BSP, Club Account 1234567' },
        { method: 'cash', details: 'At training, to the Treasurer' },
      ],
      payments: expect.arrayContaining([
        { id: partPayment, receivedOn: '2026-03-02', amountToea: 5000, method: 'bank' },
        { id: creditPayment, receivedOn: '2026-03-02', amountToea: 7000, method: 'cash' },
      ]),
    });
    expect(page.money.payments).toHaveLength(2);
  });

  it('shows no money part to a family with no charges or payments', async () => {
    const familyId = await familyForContacts(t.database.db, t.app.sealer, t.env, {
      guardianName: 'Vagi Kora',
      phone: '+675 7000 1111',
      email: null,
    });
    const [row] = await t.database.db.select().from(families).where(eq(families.id, familyId));
    const html = (await open(familyPath(row!.token))).body;
    expect(html).not.toContain('What you owe');
  });

  it('stays under 40 KB for three children in a team, each with several charges, and a busy three weeks', async () => {
    const db = t.database.db;
    const familyId = await familyForContacts(db, t.app.sealer, t.env, {
      guardianName: 'Helen Gari',
      phone: '+675 7222 3333',
      email: 'helen.gari@example.org',
    });
    const children = await db
      .insert(players)
      .values(
        ['Boio Gari', 'Dika Gari', 'Rarua Gari'].map((name) => ({
          name,
          position: 'Guard',
          teamId: s.teamId,
          familyId,
        })),
      )
      .returning({ id: players.id });
    await db.insert(events).values(
      Array.from({ length: 12 }, (_, i) => ({
        teamId: s.teamId,
        kind: i % 4 === 3 ? ('game' as const) : ('training' as const),
        title: i % 4 === 3 ? 'vs Port Moresby Lions Under 14 Development' : 'Training',
        startsAt: hoursFrom(FAMILY_START, 30 + i * 40),
        endsAt: hoursFrom(FAMILY_START, 32 + i * 40),
        venue: 'Taurama Aquatic and Indoor Centre, Court 2',
        homeAway: i % 4 === 3 ? ('away' as const) : null,
      })),
    );
    for (const child of children) {
      for (const description of [
        '2026 season fee',
        'Uniform and reversible training singlet',
        'Cairns tour deposit',
        'Lae tournament entry',
      ]) {
        const charge = await createCharge(db, {
          playerId: child.id,
          description,
          amountToea: 15050,
          dueOn: '2026-04-30',
        });
        await recordPayment(db, t.app.sealer, {
          amountToea: 5000,
          receivedOn: '2026-03-01',
          method: 'bank',
          payerName: 'Helen Gari',
          reference: charge.reference,
          allocations: [{ chargeId: charge.id, amountToea: 5000 }],
        });
      }
    }
    const [row] = await db.select().from(families).where(eq(families.id, familyId));
    const html = (await open(familyPath(row!.token))).body;
    expect((html.match(/when you pay/g) ?? []).length).toBe(12);
    expect((html.match(/>Receipt</g) ?? []).length).toBe(12);
    expect(html).not.toMatch(/<script/);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual(40 * 1024);
  });
});

describe('the markup', () => {
  it('is valid HTML, the page with its money and a receipt', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      // As the site writes it (html-validity.test.ts).
      rules: { 'doctype-style': ['error', { style: 'lowercase' }] },
    });
    for (const path of [familyPath(s.token), familyReceiptPath(s.token, creditPayment)]) {
      const report = await validator.validateString((await open(path)).body);
      const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(messages, path).toEqual([]);
    }
  });
});

describe('a receipt', () => {
  it("prints the family's own payment on one A4 page: what it paid and the credit left", async () => {
    const res = await open(familyReceiptPath(s.token, creditPayment));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const words = text(res.body);
    expect(words).toContain(CLUB.name);
    expect(words).toContain('Receipt');
    expect(words).toContain(`Receipt number ${receiptNumber(creditPayment)}`);
    expect(words).toContain('Date 2 March 2026 Amount K70.00 Method Cash Received from Mary Morea');
    expect(words).toContain(`Uniform ${uniform.reference} K40.00`);
    expect(words).toContain('Kept as credit for the next charges: K30.00');
    expect(res.body).toContain('@page{size:A4');
    expect(res.body).toContain('@media print');
    expect(res.body).not.toMatch(/<script/);
    expect(res.body).toContain(`<a href="${familyPath(s.token)}">`);

    const part = text((await open(familyReceiptPath(s.token, partPayment))).body);
    expect(part).toContain(`2026 season fee ${seasonFee.reference} K50.00`);
    expect(part).not.toContain('credit');
  });

  it("answers another family's payment, an unknown one and a wrong token with the same 404 page", async () => {
    const answers = [
      await open(familyReceiptPath(s.token, otherPayment)),
      await open(familyReceiptPath(s.token, '0b5e7a52-5d3c-4c1e-9a57-6f0c1f2a9e11')),
      await open(familyReceiptPath(s.token, 'not-an-id')),
      await open(familyReceiptPath(newFamilyToken(), partPayment)),
      await open(familyPath(newFamilyToken())),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(answers[0]!.body);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(answers[0]!.body).not.toContain('Grace Pala');
    expect(answers[0]!.body).not.toContain(s.token);
  });

  it('counts against the same per-address limit as the page', async () => {
    const remoteAddress = '10.77.0.1';
    for (let i = 0; i < FAMILY_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({ url: familyReceiptPath(s.token, partPayment), remoteAddress });
      expect(res.statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: familyReceiptPath(s.token, partPayment), remoteAddress })).statusCode).toBe(429);
    expect((await t.app.inject({ url: familyPath(s.token), remoteAddress })).statusCode).toBe(429);
  });
});
