// Payments as staff with 'money' record and read them: the payer's name and reference opened with the sealer, what
// each paid, corrections and deletions. The money moves in the ledger (ledger.ts); here the staff's view of it, and
// the receipt the family gets by email when a payment is recorded.
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentForStaff } from '../../shared/payment-forms';
import type { PaymentMethod } from '../../shared/payments';
import { allocations, charges, families, payments } from '../../shared/schema';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { contactsOf } from '../families/family';
import type { QueuedEmail, QueueInTransaction } from '../mail/queue';
import { type Sealer, UNREADABLE } from '../sealing/sealed';
import type { PaymentInput, PaymentPrivate } from './ledger';

export const paymentNotFound = () => notFound('Payment not found');

/** What a payment the sealer cannot open shows: the amounts still add up. */
const UNREADABLE_PAYER: PaymentPrivate = { payerName: UNREADABLE, reference: UNREADABLE };

type PaymentRow = typeof payments.$inferSelect;

async function withAllocations(db: Db, sealer: Sealer, rows: PaymentRow[]): Promise<PaymentForStaff[]> {
  const ids = rows.map((row) => row.id);
  const allocated = ids.length
    ? await db
        .select({
          paymentId: allocations.paymentId,
          chargeId: allocations.chargeId,
          amountToea: allocations.amountToea,
          reference: charges.reference,
          description: charges.description,
        })
        .from(allocations)
        .innerJoin(charges, eq(charges.id, allocations.chargeId))
        .where(inArray(allocations.paymentId, ids))
        .orderBy(asc(charges.dueOn), asc(charges.reference))
    : [];
  return rows.map((row) => {
    const secret = sealer.openOr<PaymentPrivate>(row.private, { table: 'payments', id: row.id }, UNREADABLE_PAYER);
    const own = allocated
      .filter((allocation) => allocation.paymentId === row.id)
      .map(({ paymentId: _payment, ...allocation }) => allocation);
    return {
      id: row.id,
      amountToea: row.amountToea,
      receivedOn: row.receivedOn,
      method: row.method,
      payerName: secret.payerName,
      reference: secret.reference,
      familyId: row.familyId,
      allocations: own,
      unallocatedToea: row.amountToea - own.reduce((sum, allocation) => sum + allocation.amountToea, 0),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function readPayment(db: Db, sealer: Sealer, id: string): Promise<PaymentForStaff> {
  const rows = await db.select().from(payments).where(eq(payments.id, id));
  const [found] = await withAllocations(db, sealer, rows);
  if (!found) throw paymentNotFound();
  return found;
}

export type PaymentFilters = { from?: string; to?: string; method?: PaymentMethod };

/** The payments received between two days (either may be left out), of a method, the latest first. */
export async function listPayments(db: Db, sealer: Sealer, filters: PaymentFilters): Promise<PaymentForStaff[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        filters.from ? gte(payments.receivedOn, filters.from) : undefined,
        filters.to ? lte(payments.receivedOn, filters.to) : undefined,
        filters.method ? eq(payments.method, filters.method) : undefined,
      ),
    )
    .orderBy(desc(payments.receivedOn), desc(payments.createdAt));
  return withAllocations(db, sealer, rows);
}

/** The form's values as the ledger takes them: amounts in toea. */
export type PaymentForm = Omit<PaymentInput, 'allocations' | 'amountToea'> & {
  amountKina: number;
  allocations: { chargeId: string; amountKina: number }[];
};

export const ledgerInput = ({ amountKina, allocations: wanted, ...rest }: PaymentForm): PaymentInput => ({
  ...rest,
  amountToea: amountKina,
  allocations: wanted.map(({ chargeId, amountKina: amount }) => ({ chargeId, amountToea: amount })),
});

/** The receipt of a payment for its family's email (receipt-composers.ts makes it when it goes). */
export const receiptEmail = (paymentId: string, familyId: string): QueuedEmail => ({
  kind: 'payment-receipt',
  familyId,
  payload: { paymentId },
});

/** Queues the receipt when the payment's family has an email address (opened only while sending is on). */
export async function queueReceipt(
  app: FastifyInstance,
  tx: Db,
  queue: QueueInTransaction,
  paymentId: string,
): Promise<number> {
  return queue(async () => {
    const [row] = await tx
      .select({ familyId: payments.familyId, family: families })
      .from(payments)
      .innerJoin(families, eq(families.id, payments.familyId))
      .where(eq(payments.id, paymentId));
    if (!row?.familyId || !contactsOf(app.sealer, row.family).email) return [];
    return [receiptEmail(paymentId, row.familyId)];
  });
}
