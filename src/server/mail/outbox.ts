// The one mail outbox (table mail_outbox, docs/decisions/028 and 039): which emails are due, claiming them so that
// of several instances on one database only one sends each, and what became of each try. Sending is in sender.ts.
// Its times are the database's clock (now()), the one every instance shares and that stamped the rows.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { mailOutbox } from '../../shared/schema';
import type { Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { type MailKind, STAFF_KINDS, VISITOR_KINDS } from './kinds';

/** A claimed email is not due again for this long: longer than a send may take (the transport's time limits). */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;
/** The longest wait between two tries of one email, however often it failed. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export type ClaimedMail = {
  id: string;
  kind: MailKind;
  inquiryId: string | null;
  registrationId: string | null;
  message: string | null;
  /** The follower a 'follow-*' email goes to, and what it says (follow/follower-mail.ts). */
  followerId: string | null;
  /** The family a family's email goes to (its link, a reminder to answer). */
  familyId: string | null;
  payload: unknown;
  /** Tries so far, this one included: also what makes the claim this sender's (renewClaim). */
  attempts: number;
};

/** What a claim took, and while MAIL_PER_MINUTE emails have left in the last minute, how long until one more may. */
export type Claim = { mail: ClaimedMail[]; fullForMs: number | null };

const unsent = isNull(mailOutbox.sentAt);
const ofKinds = (kinds: readonly MailKind[]) => inArray(mailOutbox.kind, [...kinds]);
const msFromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

const MINUTE_MS = 60_000;
/** Claimed in the last minute and not sent yet: a claim pushes the next try a whole lease ahead. */
const claimedThisMinute = sql`${mailOutbox.sentAt} is null and ${mailOutbox.nextAttemptAt} > ${msFromNow(CLAIM_LEASE_MS - MINUTE_MS)}`;
const sentThisMinute = sql`${mailOutbox.sentAt} > now() - interval '1 minute'`;

/** In a minute's room, the share of the emails a visitor's form asks for (at most half; staff alerts have the rest). */
export const visitorShare = (perMinute: number) => Math.max(1, Math.floor(perMinute / 2));

type Room = {
  room: number;
  fullForMs: number | null;
  /** Of `room`, how many may be VISITOR_KINDS, and how long until one more may when none. */
  visitorRoom: number;
  visitorFullForMs: number;
};

/** How long until the oldest of a minute's emails is a minute old (a second when only claims fill it). */
const freesInMs = (freesIn: unknown) =>
  Math.max(50, Math.ceil(freesIn === null || freesIn === undefined ? 1_000 : Number(freesIn)));

/**
 * How many more emails may leave in this minute: `perMinute` less those sent in the last minute and those claimed
 * in it (by any instance) and not yet sent. A row that failed with a retry a minute or two ahead counts too: the
 * count errs towards sending fewer, never more. When there is no room: how long until the oldest of the minute's
 * emails is a minute old (a second when only claims fill it: they are being sent). The same for the emails a
 * visitor's form asks for, within their share (visitorShare).
 */
async function roomThisMinute(tx: Db, perMinute: number): Promise<Room> {
  const visitor = sql`${mailOutbox.kind} in (${sql.join(
    VISITOR_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
  const [row] = await tx
    .select({
      sent: sql<number>`count(*) filter (where ${sentThisMinute})`,
      claimed: sql<number>`count(*) filter (where ${claimedThisMinute})`,
      freesIn: sql<
        number | null
      >`extract(epoch from min(${mailOutbox.sentAt}) filter (where ${sentThisMinute}) + interval '1 minute' - now())::float8 * 1000`,
      visitorUsed: sql<number>`count(*) filter (where ${visitor} and ((${sentThisMinute}) or (${claimedThisMinute})))`,
      visitorFreesIn: sql<
        number | null
      >`extract(epoch from min(${mailOutbox.sentAt}) filter (where ${visitor} and ${sentThisMinute}) + interval '1 minute' - now())::float8 * 1000`,
    })
    .from(mailOutbox)
    .where(sql`(${sentThisMinute}) or (${claimedThisMinute})`);
  const room = Math.max(0, perMinute - Number(row?.sent ?? 0) - Number(row?.claimed ?? 0));
  const visitorRoom = Math.min(room, Math.max(0, visitorShare(perMinute) - Number(row?.visitorUsed ?? 0)));
  return {
    room,
    fullForMs: room > 0 ? null : freesInMs(row?.freesIn),
    visitorRoom,
    visitorFullForMs: freesInMs(row?.visitorFreesIn),
  };
}

/**
 * Claims up to `limit` due emails of `kinds`, no more than the minute has room for (`perMinute`, MAIL_PER_MINUTE):
 * their rows are locked while the claim pushes their next try past the lease, so another instance claiming at the
 * same moment skips them (SKIP LOCKED) and later finds them not due. Claims of all instances take turns (an
 * advisory lock held to the end of the claim's transaction), so two never count the same room. An instance that
 * stops mid-send leaves its claims to be tried again after the lease.
 */
export async function claimDueMail(
  db: Db,
  kinds: readonly MailKind[],
  limit: number,
  perMinute: number,
): Promise<Claim> {
  if (kinds.length === 0) return { mail: [], fullForMs: null };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.mailClaim})`);
    const { room, fullForMs, visitorRoom, visitorFullForMs } = await roomThisMinute(tx, perMinute);
    if (room === 0) {
      const [waiting] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(unsent, ofKinds(kinds), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .limit(1);
      // Full only matters when something is due: otherwise the sender waits for the next due email as usual.
      return { mail: [], fullForMs: waiting ? fullForMs : null };
    }
    const dueOf = (of: readonly MailKind[], take: number) =>
      of.length === 0 || take === 0
        ? Promise.resolve([])
        : tx
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(and(unsent, ofKinds(of), lte(mailOutbox.nextAttemptAt, sql`now()`)))
            // Staff alerts first: the rest of the room is theirs before followers' news.
            .orderBy(sql`case when ${ofKinds(STAFF_KINDS)} then 0 else 1 end`, asc(mailOutbox.nextAttemptAt))
            .limit(take)
            .for('update', { skipLocked: true });
    const take = Math.min(limit, room);
    const others = await dueOf(
      kinds.filter((kind) => !VISITOR_KINDS.includes(kind)),
      take,
    );
    const visitors = await dueOf(
      kinds.filter((kind) => VISITOR_KINDS.includes(kind)),
      Math.min(take - others.length, visitorRoom),
    );
    const due = [...others, ...visitors];
    if (due.length === 0) {
      // Only visitors' emails are due, and their share of the minute is used: wait for it, not a busy loop.
      const waiting =
        visitorRoom === 0
          ? await dueOf(
              kinds.filter((kind) => VISITOR_KINDS.includes(kind)),
              1,
            )
          : [];
      return { mail: [], fullForMs: waiting.length > 0 ? visitorFullForMs : null };
    }
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
        message: mailOutbox.message,
        followerId: mailOutbox.followerId,
        familyId: mailOutbox.familyId,
        payload: mailOutbox.payload,
        attempts: mailOutbox.attempts,
      });
    return { mail: claimed.map((row) => ({ ...row, kind: row.kind as MailKind })), fullForMs: null };
  });
}

/**
 * Right before an email is sent: a full lease from now, if the claim is still this sender's (its try is the row's
 * latest and its lease has not run out). A batch of slow sends can outlast the first lease; without this another
 * instance could claim and send the last of them too. False: leave it, it is another's now.
 */
export async function renewClaim(db: Db, mail: Pick<ClaimedMail, 'id' | 'attempts'>): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: msFromNow(CLAIM_LEASE_MS) })
    .where(
      and(
        eq(mailOutbox.id, mail.id),
        unsent,
        eq(mailOutbox.attempts, mail.attempts),
        gt(mailOutbox.nextAttemptAt, sql`now()`),
      ),
    )
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
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
