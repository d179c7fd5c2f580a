// The ledger: charges (each with its reference), payments and their allocations, and a family's credit. Every
// write that moves money goes through here, in the caller's transaction, with the charges it touches locked, so two
// payments recorded at once never allocate more than a charge's balance.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { makeReference, type PaymentMethod } from '../../shared/payments';
import { allocations, charges, payments, players } from '../../shared/schema';
import type { Db } from '../db/client';
import { codeOf } from '../db/unavailable';
import { AppError } from '../errors';
import type { Sealer } from '../sealing/sealed';

/** The sealed part of a payment: who paid and the reference they gave (both may name a family). */
export type PaymentPrivate = { payerName: string; reference: string | null };

export type AllocationInput = { chargeId: string; amountToea: number };

export type PaymentInput = {
  amountToea: number;
  receivedOn: string;
  method: PaymentMethod;
  payerName: string;
  reference: string | null;
  allocations: AllocationInput[];
};

/** What has been allocated to each charge, in toea (charges without any are left out). */
export async function paidByCharge(db: Db, chargeIds: string[]): Promise<Map<string, number>> {
  if (chargeIds.length === 0) return new Map();
  const rows = await db
    .select({ chargeId: allocations.chargeId, paid: sql<string>`sum(${allocations.amountToea})` })
    .from(allocations)
    .where(inArray(allocations.chargeId, chargeIds))
    .groupBy(allocations.chargeId);
  return new Map(rows.map((row) => [row.chargeId, Number(row.paid)]));
}

/** A family's credit: what its payments brought in beyond what was allocated to charges, in toea. */
export async function familyCredit(db: Db, familyId: string): Promise<number> {
  const [row] = await db
    .select({
      received: sql<string>`coalesce(sum(${payments.amountToea}), 0)`,
      allocated: sql<string>`coalesce(sum((select coalesce(sum(a.amount_toea), 0) from allocations a where a.payment_id = ${payments.id})), 0)`,
    })
    .from(payments)
    .where(eq(payments.familyId, familyId));
  return Number(row?.received ?? 0) - Number(row?.allocated ?? 0);
}

/** Checks allocations against the payment and each charge's balance (locked), answering the family they are for. */
async function checkAllocations(tx: Db, amountToea: number, wanted: AllocationInput[]): Promise<string | null> {
  const total = wanted.reduce((sum, allocation) => sum + allocation.amountToea, 0);
  if (total > amountToea) throw new AppError(400, 'The allocations add up to more than the payment');
  if (new Set(wanted.map((allocation) => allocation.chargeId)).size !== wanted.length) {
    throw new AppError(400, 'Allocate to each charge once');
  }
  if (wanted.length === 0) return null;
  const ids = wanted.map((allocation) => allocation.chargeId);
  const rows = await tx.select().from(charges).where(inArray(charges.id, ids)).orderBy(asc(charges.id)).for('update');
  const paid = await paidByCharge(tx, ids);
  for (const allocation of wanted) {
    const charge = rows.find((row) => row.id === allocation.chargeId);
    if (!charge) throw new AppError(400, `No charge ${allocation.chargeId}`);
    if (charge.waivedAt) throw new AppError(400, `${charge.reference} was waived: nothing is owed on it`);
    const balance = charge.amountToea - (paid.get(charge.id) ?? 0);
    if (allocation.amountToea > balance) {
      throw new AppError(400, `${charge.reference} has ${balance} toea left to pay: allocate at most that`);
    }
  }
  return rows.find((row) => row.id === wanted[0]!.chargeId)?.familyId ?? null;
}

/**
 * Records a payment and its allocations. Allocations may not exceed the payment nor a charge's balance (400); what
 * is left over is the family's credit (the family of the charges it pays, or `familyId` when it pays none).
 */
export async function recordPayment(
  tx: Db,
  sealer: Sealer,
  input: PaymentInput,
  familyId: string | null = null,
): Promise<string> {
  const chargesFamily = await checkAllocations(tx, input.amountToea, input.allocations);
  const sealed: PaymentPrivate = { payerName: input.payerName, reference: input.reference };
  const [payment] = await tx
    .insert(payments)
    .values({
      amountToea: input.amountToea,
      receivedOn: input.receivedOn,
      method: input.method,
      private: sealer.seal(sealed),
      familyId: chargesFamily ?? familyId,
    })
    .returning({ id: payments.id });
  if (input.allocations.length) {
    await tx
      .insert(allocations)
      .values(input.allocations.map((allocation) => ({ ...allocation, paymentId: payment!.id })));
  }
  return payment!.id;
}

/**
 * Corrects a payment: its amount, day, method, payer, reference and allocations are replaced, under the same limits
 * as recording it (its old allocations no longer count against the charges' balances). Answers false when there is
 * no such payment.
 */
export async function replacePayment(tx: Db, sealer: Sealer, id: string, input: PaymentInput, now: Date) {
  const [before] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!before) return false;
  await tx.delete(allocations).where(eq(allocations.paymentId, id));
  const chargesFamily = await checkAllocations(tx, input.amountToea, input.allocations);
  const sealed: PaymentPrivate = { payerName: input.payerName, reference: input.reference };
  await tx
    .update(payments)
    .set({
      amountToea: input.amountToea,
      receivedOn: input.receivedOn,
      method: input.method,
      private: sealer.seal(sealed),
      familyId: chargesFamily ?? before.familyId,
      updatedAt: now,
    })
    .where(eq(payments.id, id));
  if (input.allocations.length) {
    await tx.insert(allocations).values(input.allocations.map((allocation) => ({ ...allocation, paymentId: id })));
  }
  return true;
}

/** A new reference, unique among charges: a clash (one in a billion) draws again. */
async function insertWithReference(tx: Db, values: Omit<typeof charges.$inferInsert, 'reference'>) {
  for (let attempt = 0; ; attempt++) {
    try {
      const [charge] = await tx
        .insert(charges)
        .values({ ...values, reference: makeReference((count) => randomBytes(count)) })
        .returning();
      return charge!;
    } catch (error) {
      if (codeOf(error) !== '23505' || attempt >= 3) throw error;
    }
  }
}

export type ChargeInput = {
  playerId: string;
  description: string;
  amountToea: number;
  dueOn: string;
  tourId?: string | null;
};

/**
 * Creates a charge for a player (owed by the player's family) with a new reference, and pays what it can of it
 * from the family's credit: the leftovers of their payments, oldest first.
 */
export async function createCharge(tx: Db, input: ChargeInput) {
  const [player] = await tx.select({ familyId: players.familyId }).from(players).where(eq(players.id, input.playerId));
  if (!player) throw new AppError(404, 'Player not found');
  const charge = await insertWithReference(tx, { ...input, tourId: input.tourId ?? null, familyId: player.familyId });
  if (player.familyId) await applyCredit(tx, player.familyId, charge.id, charge.amountToea);
  return charge;
}

async function applyCredit(tx: Db, familyId: string, chargeId: string, amountToea: number): Promise<void> {
  const rows = await tx
    .select({
      id: payments.id,
      left: sql<string>`${payments.amountToea} - coalesce((select sum(a.amount_toea) from allocations a where a.payment_id = ${payments.id}), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.familyId, familyId)))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt))
    .for('update');
  let owed = amountToea;
  for (const row of rows) {
    const left = Number(row.left);
    if (owed === 0) break;
    if (left <= 0) continue;
    const used = Math.min(left, owed);
    await tx.insert(allocations).values({ paymentId: row.id, chargeId, amountToea: used });
    owed -= used;
  }
}

/** The charges not waived, for the queries that add up what is owed. */
export const notWaived = isNull(charges.waivedAt);
