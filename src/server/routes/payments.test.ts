// Payments through the staff's API: allocations and their limits, part payments, what is left over as the family's
// credit and that credit paying the next charge, the list with payers opened, corrections and deletions with their
// reason in the activity log, payers sealed at rest and never in the logs, the receipt queued and sent to the family
// over a real SMTP server, and a tour's raised total with what families paid of its charges.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MailServer, readable, startMailServer } from '../../../tests/fixtures/mail-server';
import { acceptedPlayer, caller, charge, pay, readCharge, tourWithSquad } from '../../../tests/fixtures/money';
import { openForRegistrations } from '../../../tests/fixtures/registrations';
import { kinaText } from '../../shared/payments';
import { activityLog, families, mailOutbox, payments, players } from '../../shared/schema';
import { familyCredit } from '../payments/ledger';
import { createTestApp, type TestApp, testClock } from '../test-app';

const clock = testClock('2027-02-01T09:00:00+10:00');
const SETTLE = { timeout: 15_000, interval: 50 };
const logLines: string[] = [];
let mail: MailServer;
let t: TestApp;
let treasurer: string;
let teamId: string;
let kila: string;
let familyId: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ALERT_EMAIL: 'coach@club.example',
      PUBLIC_URL: 'https://club.example',
      DATA_KEY: randomBytes(32).toString('base64'),
      ALERT_RETRY_BASE_MS: '100',
      ALERT_POLL_MS: '200',
    },
    { now: clock.now, log: { write: (line) => void logLines.push(line) } },
  );
  call = caller(t);
  const admin = await t.signIn('Ana');
  treasurer = await t.signIn('Bookkeeper', { role: 'treasurer' });
  teamId = await openForRegistrations(t);
  kila = await acceptedPlayer(t, admin, teamId, {
    firstName: 'Kila',
    lastName: 'Morea',
    guardianName: 'Mary Morea',
    email: 'mary.morea@example.com',
  });
  familyId = (await readCharge(t, treasurer, (await charge(t, treasurer, kila, '1')).id)).familyId!;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

/** Every entry's sentence: the test clock stands still, so entries are not told apart by their time. */
const sentences = async () => (await t.database.db.select().from(activityLog)).map((row) => row.sentence);
const issuesOf = (body: { issues: { path: string; message: string }[] }) =>
  Object.fromEntries(body.issues.map((i) => [i.path, i.message]));

describe('allocations and their limits', () => {
  it('refuses allocations beyond the payment or a charge’s balance', async () => {
    const fee = await charge(t, treasurer, kila, '150');
    const body = { receivedOn: '2027-02-01', method: 'cash', payerName: 'Mary Morea' };
    const beyondPayment = await call(treasurer, 'POST', '/api/admin/payments', {
      ...body,
      amountKina: '100',
      allocations: [{ chargeId: fee.id, amountKina: '120' }],
    });
    expect(beyondPayment.statusCode).toBe(400);
    expect(beyondPayment.json().message).toBe('The allocations add up to more than the payment');
    const beyondBalance = await call(treasurer, 'POST', '/api/admin/payments', {
      ...body,
      amountKina: '200',
      allocations: [{ chargeId: fee.id, amountKina: '160' }],
    });
    expect(beyondBalance.statusCode).toBe(400);
    expect(beyondBalance.json().message).toBe(`${fee.reference} has 15000 toea left to pay: allocate at most that`);
    const bad = await call(treasurer, 'POST', '/api/admin/payments', { ...body, amountKina: 'lots', method: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad.json())).toMatchObject({
      amountKina: 'Enter the amount in kina, such as 250 or 250.50',
      method: 'Choose Cash, Bank transfer or Mobile money',
    });
    expect((await readCharge(t, treasurer, fee.id)).paidToea).toBe(0);
  });

  it('pays part of a charge, then the rest; what is left over is credit that pays the next charge', async () => {
    const fee = await charge(t, treasurer, kila, '150');
    const first = await pay(t, treasurer, '100', [{ chargeId: fee.id, amountKina: '100' }]);
    expect(first).toMatchObject({ amountToea: 10000, unallocatedToea: 0, familyId, payerName: 'Mary Kila' });
    expect(await readCharge(t, treasurer, fee.id)).toMatchObject({ status: 'part-paid', balanceToea: 5000 });
    const creditBefore = await familyCredit(t.app.db, familyId);
    const second = await pay(t, treasurer, '80', [{ chargeId: fee.id, amountKina: '50' }]);
    expect(second.unallocatedToea).toBe(3000);
    expect(await readCharge(t, treasurer, fee.id)).toMatchObject({ status: 'paid', balanceToea: 0 });
    expect(await familyCredit(t.app.db, familyId)).toBe(creditBefore + 3000);
    const next = await charge(t, treasurer, kila, '20', 'Shirt');
    expect(next).toMatchObject({ status: 'paid', paidToea: 2000 });
    expect(await familyCredit(t.app.db, familyId)).toBe(creditBefore + 1000);
  });
});

describe('the list, corrections and deletions', () => {
  it('lists payments with the payers opened, by days and method', async () => {
    await pay(t, treasurer, '5', [], { receivedOn: '2027-01-15', method: 'mobile', payerName: 'Vavine Tau' });
    const mobile = (await call(treasurer, 'GET', '/api/admin/payments?method=mobile')).json();
    expect(mobile).toEqual([expect.objectContaining({ payerName: 'Vavine Tau', receivedOn: '2027-01-15' })]);
    const january = (await call(treasurer, 'GET', '/api/admin/payments?from=2027-01-01&to=2027-01-31')).json();
    expect(january.map((p: { payerName: string }) => p.payerName)).toEqual(['Vavine Tau']);
    expect((await call(treasurer, 'GET', '/api/admin/payments?method=cheque')).statusCode).toBe(400);
  });

  it('corrects a payment only with a reason, which the activity log keeps', async () => {
    // A player without a family: no credit pays part of the charge first.
    const [lone] = await t.database.db
      .insert(players)
      .values({ name: 'Dika Vele', position: 'Guard', teamId })
      .returning({ id: players.id });
    const fee = await charge(t, treasurer, lone!.id, '150');
    const paid = await pay(t, treasurer, '150', [{ chargeId: fee.id, amountKina: '150' }]);
    expect(await sentences()).toContain('Bookkeeper recorded a payment of K150.00');
    const correction = {
      amountKina: '100',
      receivedOn: '2027-01-31',
      method: 'bank',
      payerName: 'Mary Morea',
      reference: 'BSP 4471',
      allocations: [{ chargeId: fee.id, amountKina: '100' }],
    };
    const noReason = await call(treasurer, 'PUT', `/api/admin/payments/${paid.id}`, correction);
    expect(noReason.statusCode).toBe(400);
    expect(issuesOf(noReason.json())).toEqual({ reason: 'Reason is required' });
    const tooMuch = await call(treasurer, 'PUT', `/api/admin/payments/${paid.id}`, {
      ...correction,
      reason: 'Typed wrong',
      allocations: [{ chargeId: fee.id, amountKina: '120' }],
    });
    expect(tooMuch.statusCode).toBe(400);
    const fixed = await call(treasurer, 'PUT', `/api/admin/payments/${paid.id}`, {
      ...correction,
      reason: 'Typed wrong',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ amountToea: 10000, method: 'bank', reference: 'BSP 4471' });
    expect(await readCharge(t, treasurer, fee.id)).toMatchObject({ status: 'part-paid', balanceToea: 5000 });
    expect(await sentences()).toContain('Bookkeeper corrected a payment of K150.00: Typed wrong');

    expect((await call(treasurer, 'DELETE', `/api/admin/payments/${paid.id}`, {})).statusCode).toBe(400);
    const deleted = await call(treasurer, 'DELETE', `/api/admin/payments/${paid.id}`, { reason: 'Recorded twice' });
    expect(deleted.statusCode).toBe(204);
    expect(await sentences()).toContain('Bookkeeper deleted a payment of K100.00: Recorded twice');
    expect(await readCharge(t, treasurer, fee.id)).toMatchObject({ status: 'open', balanceToea: 15000 });
  });
});

describe('privacy', () => {
  it('seals the payer and their reference at rest, and logs neither', async () => {
    const made = await pay(t, treasurer, '7', [], { payerName: 'Secret Payer', reference: 'REF-SECRET-9' });
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.id, made.id));
    expect(stored!.private).not.toContain('Secret');
    expect(stored!.private).not.toContain('REF-SECRET');
    const listed = (await call(treasurer, 'GET', '/api/admin/payments')).json();
    expect(listed).toContainEqual(expect.objectContaining({ payerName: 'Secret Payer', reference: 'REF-SECRET-9' }));
    const log = logLines.join('\n');
    for (const secret of ['Secret Payer', 'REF-SECRET-9', 'Mary Morea', 'mary.morea@example.com']) {
      expect(log).not.toContain(secret);
    }
    const sentences = (await t.database.db.select().from(activityLog)).map((row) => row.sentence).join('\n');
    expect(sentences).not.toContain('Secret Payer');
    expect(sentences).not.toContain('Kila');
  });
});

describe('the receipt', () => {
  it('is queued for the family with an email and sent: amount, day, what it paid, what is left and the link', async () => {
    const fee = await charge(t, treasurer, kila, '150', 'Camp fee');
    const paid = await pay(t, treasurer, '100', [{ chargeId: fee.id, amountKina: '100' }]);
    await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-receipt'));
      const row = rows.find((r) => (r.payload as { paymentId: string }).paymentId === paid.id);
      expect(row).toMatchObject({ familyId });
      expect(row?.sentAt).toBeInstanceOf(Date);
    }, SETTLE);
    const [family] = await t.database.db.select().from(families).where(eq(families.id, familyId));
    const sent = mail.received.find((m) => readable(m.raw).includes(paid.id))!;
    expect(sent.to).toContain('mary.morea@example.com');
    const letter = readable(sent.raw);
    expect(letter).toMatch(/^Subject: Receipt: K100\.00 received/m);
    expect(letter).toContain('Dear Mary,');
    expect(letter).toContain(`K100.00 to Camp fee (${fee.reference})`);
    // The family's credit may have paid part of the charge when it was made: what is left is what the charge says.
    const left = (await readCharge(t, treasurer, fee.id)).balanceToea;
    expect(left).toBeGreaterThan(0);
    expect(letter).toContain(`Camp fee (${fee.reference}): ${kinaText(left)} left to pay`);
    expect(letter).toContain(`https://club.example/family/${family!.token}/receipts/${paid.id}`);
  });

  it('is queued for a payment confirmed from a bank statement too', async () => {
    const fee = await charge(t, treasurer, kila, '80', 'Kit');
    const statement = `Date,Description,Credit,Balance\r\n06/02/2027,"TFR MOREA ${fee.reference}",80.00,"2,080.00"\r\n`;
    const boundary = 'statement-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="statement.csv"',
      'Content-Type: text/csv',
      '',
      statement,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/import',
      headers: { cookie: treasurer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const confirmed = await call(treasurer, 'POST', `/api/admin/payments/import/${imported.json().id}/confirm`);
    expect(confirmed.json().recorded).toBe(1);
    const paymentId = confirmed.json().lines[0].paymentId as string;
    await vi.waitFor(async () => {
      const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-receipt'));
      const row = rows.find((r) => (r.payload as { paymentId: string }).paymentId === paymentId);
      expect(row).toMatchObject({ familyId });
      expect(row?.sentAt).toBeInstanceOf(Date);
    }, SETTLE);
  });
});

describe("a tour's raised total", () => {
  it("counts what families paid of the tour's charges, and the public tour page shows it at once", async () => {
    const tour = await tourWithSquad(t, 'Cairns 2027', [kila]);
    const before = (await t.app.inject(`/api/tours/${tour.slug}`)).json();
    expect(before.raisedToea).toBe(0);
    const [deposit] = (
      await call(treasurer, 'POST', '/api/admin/charges/bulk', {
        tourId: tour.id,
        description: 'Cairns deposit',
        amountKina: '500',
        dueOn: '2027-04-01',
      })
    ).json();
    // The family's credit may pay part of it at once: the total counts whatever is allocated.
    const paidAlready = deposit.paidToea as number;
    await pay(t, treasurer, '200', [{ chargeId: deposit.id, amountKina: '200' }]);
    const after = (await t.app.inject(`/api/tours/${tour.slug}`)).json();
    expect(after.raisedToea).toBe(paidAlready + 20000);
    const staff = (await call(treasurer, 'GET', `/api/admin/tours/${tour.id}/contributions`)).json();
    expect(staff.totals.raisedToea).toBe(paidAlready + 20000);
  });
});
