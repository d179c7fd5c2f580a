// Queueing an email: the one way a row gets into the mail outbox (outbox.ts). A change queues its emails in its own
// transaction, so they are stored with it or not at all, and only while sending is on: without SMTP_URL nothing is
// queued, so setting it later does not send what happened before.
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../shared/schema';
import type { Db } from '../db/client';
import type { MailKind } from './kinds';

/** One email: its kind and the row it is about; the message is made from them when it is sent (compose.ts). */
export type QueuedEmail = {
  kind: MailKind;
  inquiryId?: string;
  registrationId?: string;
  followerId?: string;
  /** The family a family's email goes to (its link, a reminder to answer). */
  familyId?: string;
  /** Staff's message to the family, for a Waitlisted or Declined registration. */
  message?: string;
  /** What a follower's email says (follow/follower-mail.ts); the event a family is reminded of. */
  payload?: unknown;
};

/**
 * The emails, or what makes them: a function runs only while sending is on, so that nothing is read or taken for
 * emails that will not be queued (a whole audience, a family's hourly slot).
 */
export type EmailsToQueue = QueuedEmail | QueuedEmail[] | (() => Promise<QueuedEmail[]>);

/** Queues emails in a transaction (queueEmail through its handle) and answers how many. */
export type QueueInTransaction = (emails: EmailsToQueue) => Promise<number>;

/** Emails per INSERT: well inside PostgreSQL's limit on a statement's parameters. */
const CHUNK = 1_000;

/**
 * Stores `emails` in the outbox through `db` (the transaction of the change that causes them) while sending is on;
 * answers how many were queued (0 while it is off). It does not wake the sender: the sender would read the outbox
 * before the transaction commits and find nothing. Whoever commits wakes it; withQueuedEmail does both.
 */
export async function queueEmail(
  app: Pick<FastifyInstance, 'mailSender'>,
  db: Db,
  emails: EmailsToQueue,
): Promise<number> {
  if (!app.mailSender.enabled) return 0;
  const rows = typeof emails === 'function' ? await emails() : Array.isArray(emails) ? emails : [emails];
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(mailOutbox).values(rows.slice(i, i + CHUNK));
  return rows.length;
}

/**
 * Runs `work` in one transaction of app.db, with `queue` to queue emails in it; once it has committed, wakes the
 * sender when anything was queued, so the emails leave at once. A transaction that fails queues nothing and wakes
 * nothing.
 */
export async function withQueuedEmail<T>(
  app: Pick<FastifyInstance, 'db' | 'mailSender'>,
  work: (tx: Db, queue: QueueInTransaction) => Promise<T>,
): Promise<T> {
  let queued = 0;
  const result = await app.db.transaction((tx) =>
    work(tx, async (emails) => {
      const count = await queueEmail(app, tx, emails);
      queued += count;
      return count;
    }),
  );
  if (queued > 0) app.mailSender.wake();
  return result;
}
