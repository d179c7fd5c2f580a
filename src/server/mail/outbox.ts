// The one mail outbox (table mail_outbox, docs/decisions/028 and 039): which emails are due, claiming them so that
// of several instances on one database only one sends each, and what became of each try. Sending is in sender.ts.
// Its times are the database's clock (now()), the one every instance shares and that stamped the rows.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { mailOutbox } from '../../shared/schema';
import type { Db } from '../db/client';
import type { MailKind } from './kinds';

/** A claimed email is not due again for this long: longer than a send may take (the transport's time limits). */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** The longest wait between two tries of one email, however often it failed. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export type ClaimedMail = {
  id: string;
  kind: MailKind;
  inquiryId: string | null;
  registrationId: string | null;
  /** The follower a 'follow-*' email goes to (issue 22). */
  followerId: string | null;
  message: string | null;
  /** Tries so far, this one included. */
  attempts: number;
};

const unsent = isNull(mailOutbox.sentAt);
const ofKinds = (kinds: readonly MailKind[]) => inArray(mailOutbox.kind, [...kinds]);
const msFromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Claims up to `limit` due emails of `kinds`: their rows are locked while the claim pushes their next try past the
 * lease, so another instance claiming at the same moment skips them (SKIP LOCKED) and later finds them not due. An
 * instance that stops mid-send leaves its claims to be tried again after the lease.
 */
export async function claimDueMail(db: Db, kinds: readonly MailKind[], limit: number): Promise<ClaimedMail[]> {
  if (kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(unsent, ofKinds(kinds), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: msFromNow(CLAIM_LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        inquiryId: mailOutbox.inquiryId,
        registrationId: mailOutbox.registrationId,
        followerId: mailOutbox.followerId,
        message: mailOutbox.message,
        attempts: mailOutbox.attempts,
      });
    return claimed.map((row) => ({ ...row, kind: row.kind as MailKind }));
  });
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

/** Twice the wait after each failed try, from `baseMs` after the first, never more than an hour. */
export const retryDelay = (attempts: number, baseMs: number): number =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

export async function markMailFailed(db: Db, id: string, attempts: number, reason: string, baseMs: number) {
  await db
    .update(mailOutbox)
    .set({ lastError: reason, nextAttemptAt: msFromNow(retryDelay(attempts, baseMs)) })
    .where(eq(mailOutbox.id, id));
}

/** An email with nothing left to say (its registration's decision was changed since): it is not sent. */
export async function dropMail(db: Db, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

/** How long until the earliest unsent email of `kinds` is due (0: already), or null when none waits. */
export async function nextMailDue(db: Db, kinds: readonly MailKind[]): Promise<number | null> {
  if (kinds.length === 0) return null;
  const [row] = await db
    .select({
      wait: sql<number | null>`extract(epoch from min(${mailOutbox.nextAttemptAt}) - now())::float8 * 1000`,
    })
    .from(mailOutbox)
    .where(and(unsent, ofKinds(kinds)));
  return row?.wait === null || row?.wait === undefined ? null : Math.max(0, Number(row.wait));
}

/** For the portal: how many emails of `kinds` wait, and why the latest try failed (null when none failed). */
export async function waitingMail(
  db: Db,
  kinds: readonly MailKind[],
): Promise<{ waiting: number; lastError: string | null }> {
  const [total] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(unsent, ofKinds(kinds)));
  const [failed] = await db
    .select({ lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(unsent, ofKinds(kinds), isNotNull(mailOutbox.lastError)))
    .orderBy(desc(mailOutbox.nextAttemptAt))
    .limit(1);
  return { waiting: total?.n ?? 0, lastError: failed?.lastError ?? null };
}
