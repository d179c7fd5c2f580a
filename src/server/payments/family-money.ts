// What a family sees of money on their private page (FamilyMoney, src/shared/families.ts) and on a payment's
// receipt: their charges still to pay with the reference to quote, their credit, the club's ways to pay, and the
// payments received from them. Read for the token's holder alone: never cached, never logged.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FamilyCharge, FamilyMoney, FamilyPayment, HowToPay } from '../../shared/families';
import { firstNameOf } from '../../shared/families';
import type { PaymentMethod } from '../../shared/payments';
import { allocations, charges, payments, players, type SiteSettings } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Sealer } from '../sealing/sealed';
import { getSettings } from '../services/settings';
import { familyCredit, notWaived, type PaymentPrivate, paidByCharge } from './ledger';

/** The Site Settings' details for each way to pay, in the order the page lists them; an empty one is left out. */
const HOW_TO_PAY: [PaymentMethod, keyof SiteSettings][] = [
  ['bank', 'supportBankAccount'],
  ['mobile', 'supportMobileMoney'],
  ['cash', 'supportCash'],
];

export function howToPayOf(settings: SiteSettings): HowToPay[] {
  return HOW_TO_PAY.flatMap(([method, column]) => {
    const details = String(settings[column] ?? '').trim();
    return details ? [{ method, details }] : [];
  });
}

/** The family's charges not waived with something left to pay, the soonest due first. */
async function owedBy(db: Db, familyId: string): Promise<FamilyCharge[]> {
  const rows = await db
    .select({
      id: charges.id,
      description: charges.description,
      amountToea: charges.amountToea,
      dueOn: charges.dueOn,
      reference: charges.reference,
      // The child's name only while they are still this family's.
      childName: players.name,
    })
    .from(charges)
    .leftJoin(players, and(eq(players.id, charges.playerId), eq(players.familyId, familyId)))
    .where(and(eq(charges.familyId, familyId), notWaived))
    .orderBy(asc(charges.dueOn), asc(charges.createdAt), asc(charges.id));
  const paid = await paidByCharge(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const paidToea = paid.get(row.id) ?? 0;
    const leftToea = row.amountToea - paidToea;
    if (leftToea <= 0) return [];
    const childName = row.childName ? firstNameOf(row.childName) : null;
    return [{ ...row, childName, paidToea, leftToea }];
  });
}

function paymentsOf(db: Db, familyId: string): Promise<FamilyPayment[]> {
  return db
    .select({
      id: payments.id,
      receivedOn: payments.receivedOn,
      amountToea: payments.amountToea,
      method: payments.method,
    })
    .from(payments)
    .where(eq(payments.familyId, familyId))
    .orderBy(desc(payments.receivedOn), desc(payments.createdAt));
}

/** The money part of a family's page. */
export async function familyMoneyOf(db: Db, familyId: string): Promise<FamilyMoney> {
  return {
    owed: await owedBy(db, familyId),
    creditToea: Math.max(0, await familyCredit(db, familyId)),
    howToPay: howToPayOf(await getSettings(db)),
    payments: await paymentsOf(db, familyId),
  };
}

/** A payment's receipt: what it paid, each charge by its description and reference, and what was left as credit. */
export type Receipt = {
  id: string;
  /** The payment id's first 8 characters, upper-cased: what the family and the Treasurer quote. */
  number: string;
  receivedOn: string;
  amountToea: number;
  method: PaymentMethod;
  /** Who paid, as recorded; null when it cannot be opened. */
  payerName: string | null;
  paid: { description: string; reference: string; amountToea: number }[];
  creditToea: number;
};

export const receiptNumber = (paymentId: string) => paymentId.slice(0, 8).toUpperCase();

/** The receipt of one of the family's payments; null for a payment that is not theirs or not there. */
export async function familyReceipt(
  db: Db,
  sealer: Sealer,
  familyId: string,
  paymentId: string,
): Promise<Receipt | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.familyId, familyId)));
  if (!payment) return null;
  const paid = await db
    .select({
      description: charges.description,
      reference: charges.reference,
      amountToea: allocations.amountToea,
    })
    .from(allocations)
    .innerJoin(charges, eq(charges.id, allocations.chargeId))
    .where(eq(allocations.paymentId, payment.id))
    .orderBy(asc(charges.dueOn), asc(charges.reference));
  const secret = sealer.openOr<PaymentPrivate | null>(payment.private, { table: 'payments', id: payment.id }, null);
  return {
    id: payment.id,
    number: receiptNumber(payment.id),
    receivedOn: payment.receivedOn,
    amountToea: payment.amountToea,
    method: payment.method,
    payerName: secret?.payerName || null,
    paid,
    creditToea: payment.amountToea - paid.reduce((sum, row) => sum + row.amountToea, 0),
  };
}
