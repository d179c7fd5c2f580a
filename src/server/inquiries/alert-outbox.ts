// The outbox of enquiry alerts (table inquiry_alerts): which are due, claiming them so that of several instances
// on one database only one sends each, and what became of each try. Sending itself is in alert-sender.ts.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import { contactInquiries, inquiryAlerts } from '../../shared/schema';
import type { Db } from '../db/client';
import type { EnquiryRow } from '../services/enquiries';

/** A claimed alert is not due again for this long: longer than a send may take (the transport's time limits). */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** The longest wait between two tries of one alert, however often it failed. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

const unsent = isNull(inquiryAlerts.sentAt);

/**
 * Claims up to `limit` due alerts: their rows are locked while the claim pushes their next try past the lease, so
 * another instance claiming at the same moment skips them (SKIP LOCKED) and later finds them not due. An instance
 * that stops mid-send leaves its claims to be tried again after the lease. Answers each claimed alert's enquiry
 * and how many tries it has had, this one included.
 */
export async function claimDueAlerts(
  db: Db,
  limit: number,
  now = new Date(),
): Promise<{ enquiry: EnquiryRow; attempts: number }[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: inquiryAlerts.inquiryId })
      .from(inquiryAlerts)
      .where(and(unsent, lte(inquiryAlerts.nextAttemptAt, now)))
      .orderBy(asc(inquiryAlerts.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(inquiryAlerts)
      .set({
        attempts: sql`${inquiryAlerts.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      })
      .where(
        inArray(
          inquiryAlerts.inquiryId,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: inquiryAlerts.inquiryId, attempts: inquiryAlerts.attempts });
    const enquiries = await tx
      .select()
      .from(contactInquiries)
      .where(
        inArray(
          contactInquiries.id,
          claimed.map((row) => row.id),
        ),
      );
    return enquiries.map((enquiry) => ({
      enquiry,
      attempts: claimed.find((row) => row.id === enquiry.id)!.attempts,
    }));
  });
}

export async function markAlertSent(db: Db, id: string): Promise<void> {
  await db.update(inquiryAlerts).set({ sentAt: new Date(), lastError: null }).where(eq(inquiryAlerts.inquiryId, id));
}

/** Twice the wait after each failed try, from `baseMs` after the first, never more than an hour. */
export const retryDelay = (attempts: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

export async function markAlertFailed(db: Db, id: string, attempts: number, reason: string, baseMs: number) {
  await db
    .update(inquiryAlerts)
    .set({ lastError: reason, nextAttemptAt: new Date(Date.now() + retryDelay(attempts, baseMs)) })
    .where(eq(inquiryAlerts.inquiryId, id));
}

/** When the earliest unsent alert is due (perhaps already), or null when none waits. */
export async function nextAlertDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ due: min(inquiryAlerts.nextAttemptAt) })
    .from(inquiryAlerts)
    .where(unsent);
  return row?.due ? new Date(row.due) : null;
}

/** For the portal: how many alerts wait, and why the latest try failed (null when none failed). */
export async function waitingAlerts(db: Db): Promise<{ waiting: number; lastError: string | null }> {
  const [total] = await db.select({ n: count() }).from(inquiryAlerts).where(unsent);
  const [failed] = await db
    .select({ lastError: inquiryAlerts.lastError })
    .from(inquiryAlerts)
    .where(and(unsent, isNotNull(inquiryAlerts.lastError)))
    .orderBy(desc(inquiryAlerts.nextAttemptAt))
    .limit(1);
  return { waiting: total?.n ?? 0, lastError: failed?.lastError ?? null };
}
