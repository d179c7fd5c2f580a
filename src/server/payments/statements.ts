// Imported bank statements: each credit line is matched to a charge by the reference in its description, or waits for
// a person to choose one (or to say it is not the club's money), and confirming records the matched lines as bank
// payments. A line is known again in a later import of the same or an overlapping statement by its fingerprint, so
// no line is ever recorded twice. Descriptions name payers: they are sealed at rest.
import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { referenceIn, type StatementLineStatus } from '../../shared/payments';
import { charges, statementImports, statementLines } from '../../shared/schema';
import type { Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { AppError, notFound } from '../errors';
import { type DataKeys, type Sealer, UNREADABLE } from '../sealing/sealed';
import { paidByCharge, recordPayment } from './ledger';
import type { StatementCredit } from './statement-csv';

export type StatementLineView = {
  id: string;
  date: string;
  description: string;
  amountToea: number;
  reference: string | null;
  chargeId: string | null;
  status: StatementLineStatus;
  /** The payment confirming the line recorded, once it has. */
  paymentId: string | null;
};

export type StatementImportView = { id: string; lines: StatementLineView[] };

/** What a person decides about a line: the charge it pays, or that it is not the club's money. */
export type LineDecision = { chargeId: string } | { notForClub: true };

type Deps = { db: Db; sealer: Sealer; env: DataKeys };

export const importNotFound = () => notFound('No such statement import');
export const lineNotFound = () => notFound('No such line in this statement import');
const ALREADY_RECORDED = 'This line is already recorded as a payment';

/** The keys a fingerprint is made with: DATA_KEY's, and while a key is rotated, the previous one's. */
function fingerprintKeys(env: DataKeys): (Buffer | null)[] {
  const derive = (key: string) => createHmac('sha256', Buffer.from(key, 'base64')).update('statement-line').digest();
  if (!env.DATA_KEY) return [null];
  return [derive(env.DATA_KEY), ...(env.DATA_KEY_PREVIOUS ? [derive(env.DATA_KEY_PREVIOUS)] : [])];
}

/**
 * A line's fingerprints (the first is the one stored): a keyed hash (with DATA_KEY; sha256 without) of its day,
 * amount, description and balance, and which of identical lines in the file it is (two equal transfers on one day
 * without a balance column stay two lines). With a previous key, also the fingerprint it made, so a statement
 * imported before the key changed is still known.
 */
export function fingerprintsOf(env: DataKeys, credit: StatementCredit, occurrence: number): string[] {
  const text = [credit.date, credit.amountToea, credit.description, credit.balanceToea ?? '', occurrence].join('\n');
  return fingerprintKeys(env).map((key) =>
    key
      ? `hmac:${createHmac('sha256', key).update(text).digest('hex')}`
      : `sha256:${createHash('sha256').update(text).digest('hex')}`,
  );
}

/** Of these fingerprints, those of lines already recorded as payments (by any import). */
async function recordedFingerprints(db: Db, fingerprints: string[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const rows = await db
    .select({ fingerprint: statementLines.fingerprint })
    .from(statementLines)
    .where(and(inArray(statementLines.fingerprint, fingerprints), isNotNull(statementLines.paymentId)));
  return new Set(rows.map((row) => row.fingerprint));
}

/** The charges (not waived) these references name, by reference. */
async function chargesByReference(db: Db, references: string[]): Promise<Map<string, string>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ id: charges.id, reference: charges.reference, waivedAt: charges.waivedAt })
    .from(charges)
    .where(inArray(charges.reference, references));
  return new Map(rows.filter((row) => !row.waivedAt).map((row) => [row.reference, row.id]));
}

/** Imports a statement's credits: each matched by its reference, or known as already recorded, or left to match. */
export async function importStatement(
  { db, sealer, env }: Deps,
  credits: StatementCredit[],
  within: (tx: Db, counts: { lines: number; matched: number }) => Promise<void>,
): Promise<StatementImportView> {
  const seen = new Map<string, number>();
  const read = credits.map((credit) => {
    const same = [credit.date, credit.amountToea, credit.description, credit.balanceToea].join('\n');
    const occurrence = (seen.get(same) ?? 0) + 1;
    seen.set(same, occurrence);
    return {
      credit,
      fingerprints: fingerprintsOf(env, credit, occurrence),
      reference: referenceIn(credit.description),
    };
  });
  const id = await db.transaction(async (tx) => {
    const recorded = await recordedFingerprints(
      tx,
      read.flatMap((line) => line.fingerprints),
    );
    const byReference = await chargesByReference(tx, [
      ...new Set(read.flatMap((line) => (line.reference ? [line.reference] : []))),
    ]);
    const [created] = await tx.insert(statementImports).values({}).returning({ id: statementImports.id });
    const rows = read.map(({ credit, fingerprints, reference }) => {
      const chargeId = reference ? (byReference.get(reference) ?? null) : null;
      const status: StatementLineStatus = fingerprints.some((fingerprint) => recorded.has(fingerprint))
        ? 'already-recorded'
        : chargeId
          ? 'matched'
          : 'to-match';
      return {
        importId: created!.id,
        lineNumber: credit.line,
        date: credit.date,
        description: sealer.seal(credit.description),
        amountToea: credit.amountToea,
        reference,
        chargeId: status === 'matched' ? chargeId : null,
        status,
        fingerprint: fingerprints[0]!,
      };
    });
    await tx.insert(statementLines).values(rows);
    await within(tx, { lines: rows.length, matched: rows.filter((row) => row.status === 'matched').length });
    return created!.id;
  });
  return statementImport({ db, sealer, env }, id);
}

type LineRow = typeof statementLines.$inferSelect;

/**
 * A line's status as it is now: one not recorded by this import whose fingerprint another import has since
 * recorded is 'already-recorded', whatever was decided about it.
 */
async function currentStatuses(db: Db, rows: LineRow[]): Promise<Map<string, StatementLineStatus>> {
  const waiting = rows.filter((row) => !row.paymentId && row.status !== 'already-recorded');
  const recorded = await recordedFingerprints(
    db,
    waiting.map((row) => row.fingerprint),
  );
  return new Map(
    rows.map((row) => [row.id, recorded.has(row.fingerprint) && !row.paymentId ? 'already-recorded' : row.status]),
  );
}

/** An import with its lines in the file's order, descriptions opened. */
export async function statementImport({ db, sealer }: Deps, id: string): Promise<StatementImportView> {
  const [found] = await db.select().from(statementImports).where(eq(statementImports.id, id));
  if (!found) throw importNotFound();
  const rows = await db
    .select()
    .from(statementLines)
    .where(eq(statementLines.importId, id))
    .orderBy(asc(statementLines.lineNumber), asc(statementLines.id));
  const statuses = await currentStatuses(db, rows);
  return {
    id,
    lines: rows.map((row) => ({
      id: row.id,
      date: row.date,
      description: sealer.openOr(row.description, { table: 'statement_lines', id: row.id }, UNREADABLE),
      amountToea: row.amountToea,
      reference: row.reference,
      chargeId: row.chargeId,
      status: statuses.get(row.id) ?? row.status,
      paymentId: row.paymentId,
    })),
  };
}

/** A charge a line may be decided for: one that exists and is not waived (400 otherwise). */
async function chargeForLine(db: Db, chargeId: string) {
  const [charge] = await db.select().from(charges).where(eq(charges.id, chargeId));
  if (!charge) throw new AppError(400, 'No such charge');
  if (charge.waivedAt) throw new AppError(400, `${charge.reference} was waived: nothing is owed on it`);
  return charge;
}

/** A person decides a line: the charge it pays, or not the club's money. A line already recorded cannot change. */
export async function decideLine(
  deps: Deps,
  importId: string,
  lineId: string,
  decision: LineDecision,
): Promise<StatementImportView> {
  await deps.db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(statementLines)
      .where(and(eq(statementLines.id, lineId), eq(statementLines.importId, importId)))
      .for('update');
    if (!line) {
      const [found] = await tx
        .select({ id: statementImports.id })
        .from(statementImports)
        .where(eq(statementImports.id, importId));
      throw found ? lineNotFound() : importNotFound();
    }
    const statuses = await currentStatuses(tx, [line]);
    if (line.paymentId || statuses.get(line.id) === 'already-recorded') throw new AppError(409, ALREADY_RECORDED);
    const change =
      'chargeId' in decision
        ? { chargeId: (await chargeForLine(tx, decision.chargeId)).id, status: 'matched' as const }
        : { chargeId: null, status: 'not-for-club' as const };
    await tx.update(statementLines).set(change).where(eq(statementLines.id, line.id));
  });
  return statementImport(deps, importId);
}

/**
 * Records the import's matched lines as bank payments, in one transaction under a lock that makes confirms wait for
 * each other: each line pays its charge up to the charge's balance, and any rest is the family's credit. A line whose
 * fingerprint is recorded already (this import confirmed twice, or another import of the same statement) is marked
 * 'already-recorded' and records nothing; undecided and 'not-for-club' lines record nothing.
 */
export async function confirmImport(
  deps: Deps,
  importId: string,
  within: (tx: Db, recorded: { paymentId: string; familyId: string | null }[]) => Promise<void>,
): Promise<StatementImportView & { recorded: number }> {
  const { db, sealer } = deps;
  const recorded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.statementConfirm})`);
    const [found] = await tx.select().from(statementImports).where(eq(statementImports.id, importId));
    if (!found) throw importNotFound();
    const waiting = await tx
      .select()
      .from(statementLines)
      .where(
        and(
          eq(statementLines.importId, importId),
          eq(statementLines.status, 'matched'),
          isNull(statementLines.paymentId),
        ),
      )
      .orderBy(asc(statementLines.lineNumber));
    const already = await recordedFingerprints(
      tx,
      waiting.map((line) => line.fingerprint),
    );
    const payments: { paymentId: string; familyId: string | null }[] = [];
    for (const line of waiting) {
      if (already.has(line.fingerprint)) {
        await tx.update(statementLines).set({ status: 'already-recorded' }).where(eq(statementLines.id, line.id));
        continue;
      }
      if (!line.chargeId) {
        // Its charge was deleted since it was matched: it waits for a person again.
        await tx.update(statementLines).set({ status: 'to-match' }).where(eq(statementLines.id, line.id));
        continue;
      }
      const payment = await recordLine(tx, sealer, line, line.chargeId);
      await tx.update(statementLines).set({ paymentId: payment.paymentId }).where(eq(statementLines.id, line.id));
      already.add(line.fingerprint);
      payments.push(payment);
    }
    await within(tx, payments);
    return payments.length;
  });
  return { ...(await statementImport(deps, importId)), recorded };
}

/** One line as a bank payment: what its charge still owes is allocated to it (the charge locked first). */
async function recordLine(tx: Db, sealer: Sealer, line: LineRow, chargeId: string) {
  const [charge] = await tx.select().from(charges).where(eq(charges.id, chargeId)).for('update');
  if (!charge || charge.waivedAt) {
    const what = charge ? `${charge.reference} was waived since it was chosen` : 'its charge no longer exists';
    throw new AppError(409, `Line ${line.lineNumber}: ${what}; choose again for this line`);
  }
  const balance = charge.amountToea - ((await paidByCharge(tx, [charge.id])).get(charge.id) ?? 0);
  const allocated = Math.min(line.amountToea, Math.max(balance, 0));
  const paymentId = await recordPayment(
    tx,
    sealer,
    {
      amountToea: line.amountToea,
      receivedOn: line.date,
      method: 'bank',
      payerName: sealer.open<string>(line.description),
      reference: line.reference,
      allocations: allocated > 0 ? [{ chargeId: charge.id, amountToea: allocated }] : [],
    },
    charge.familyId,
  );
  return { paymentId, familyId: charge.familyId };
}
