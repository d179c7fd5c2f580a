// Each server process sends the due emails of the one outbox (outbox.ts): at start, right after a change that
// queues one (wake()), whenever the next retry falls due, and at least every ALERT_POLL_MS (for emails other
// instances queued). Emails are claimed in the database, so several instances never send one twice while all are
// healthy, and no more than MAIL_PER_MINUTE leave a minute from all of them together. Sending never holds up a
// request: the change is already stored, with its emails, when it is answered.
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { MissingKeyError } from '../sealing/sealed';
import { getSettings } from '../services/settings';
import { failureReason, type MailAddresses, mailAddresses, sendableKinds } from './addresses';
import { composeMail, type MailComposers, type Message } from './compose';
import type { MailKind } from './kinds';
import {
  type ClaimedMail,
  claimDueMail,
  dropMail,
  markMailFailed,
  markMailSent,
  nextMailDue,
  renewClaim,
} from './outbox';

export type MailSender = {
  /** SMTP_URL is set: changes queue their emails (without it none are queued or sent). */
  enabled: boolean;
  /** Sends what is due now (soon after, when a round is already under way). */
  wake(): void;
  /**
   * Like wake(), and resolves once a pass over the outbox that began after this call has finished (at once without
   * SMTP_URL or when closing). Tests await it to check that an email was NOT sent: the pass that would have sent it
   * is over, which a pause cannot promise on a slow machine.
   */
  sendNow(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailSender: MailSender;
  }
}

/** Emails claimed per round trip to the database. */
const BATCH = 10;

/** The one transport's time limits, well inside the claim's lease: a silent mail server fails the try, not the sender. */
const TIME_LIMITS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** `composers`: every feature's, one for each kind (mail-composers.ts). */
export function registerMailSender(app: FastifyInstance, composers: MailComposers): void {
  const { env } = app;
  if (!env.SMTP_URL) {
    app.decorate('mailSender', { enabled: false, wake: () => {}, sendNow: async () => {} });
    return;
  }
  const transport = nodemailer.createTransport({ url: env.SMTP_URL, ...TIME_LIMITS });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let again = false;
  let closing = false;
  // Passes over the outbox begun and finished, and the sendNow() callers waiting for a given pass to finish.
  let passesBegun = 0;
  let passesDone = 0;
  let waiting: { pass: number; resolve: () => void }[] = [];
  const passFinished = () => {
    passesDone++;
    for (const waiter of waiting) if (waiter.pass <= passesDone) waiter.resolve();
    waiting = waiting.filter((waiter) => waiter.pass > passesDone);
  };

  const fail = async (mail: ClaimedMail, reason: string) =>
    markMailFailed(app.db, mail.id, mail.attempts, reason, env.ALERT_RETRY_BASE_MS);

  /** Makes and sends one claimed email, and records what became of it. */
  const sendOne = async (
    mail: ClaimedMail,
    addresses: MailAddresses,
    settings: Awaited<ReturnType<typeof getSettings>>,
  ) => {
    let message: Message | null;
    try {
      message = await composeMail(composers, mail, { app, addresses, settings });
    } catch (error) {
      // Its own try fails, not the round: one unreadable row never holds up the others. A registration sealed
      // with a key this server does not have says which key; no reason ever holds the row's content. (With the
      // database away, recording the failure throws too, and the round ends.)
      const missingKey = error instanceof MissingKeyError ? error : null;
      const { code } = error as { code?: string };
      app.log.warn(
        { kind: mail.kind, code, keyId: missingKey?.keyId },
        'An email could not be made; it is tried again later',
      );
      return fail(
        mail,
        `the email could not be made: ${missingKey ? missingKey.message : 'its record could not be read'}`,
      );
    }
    if (!message) return dropMail(app.db, mail.id);
    // Made while the lease ran: still this sender's to send?
    if (!(await renewClaim(app.db, mail))) return;
    try {
      await transport.sendMail(message);
      await markMailSent(app.db, mail.id);
    } catch (error) {
      // The code only: the error's message and the envelope can hold the family's address.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      app.log.warn(
        { kind: mail.kind, code, responseCode, attempts: mail.attempts },
        'An email was not sent; it is tried again later',
      );
      await fail(mail, failureReason(error));
    }
  };

  /**
   * One round: everything due that can go, a batch at a time, while the minute has room (MAIL_PER_MINUTE). Answers
   * the kinds that could go, and how long until the minute has room again when it ended full.
   */
  const sendDue = async (): Promise<{ kinds: MailKind[]; fullForMs: number | null }> => {
    const settings = await getSettings(app.db);
    const addresses = mailAddresses(settings, env);
    const kinds = sendableKinds(addresses);
    const claim = () => claimDueMail(app.db, kinds, BATCH, env.MAIL_PER_MINUTE);
    let claimed = await claim();
    while (claimed.mail.length > 0 && !closing) {
      for (const mail of claimed.mail) await sendOne(mail, addresses, settings);
      claimed = closing ? { mail: [], fullForMs: null } : await claim();
    }
    return { kinds, fullForMs: claimed.fullForMs };
  };

  /**
   * Wakes again when the next email that can go falls due (or the full minute has room again), and at least every
   * ALERT_POLL_MS.
   */
  const scheduleNext = async ({ kinds, fullForMs }: { kinds: MailKind[]; fullForMs: number | null }) => {
    const due = fullForMs ?? (await nextMailDue(app.db, kinds).catch(() => null));
    const delay = due === null ? env.ALERT_POLL_MS : Math.min(env.ALERT_POLL_MS, due);
    if (closing) return;
    clearTimeout(timer);
    timer = setTimeout(wake, delay);
    timer.unref();
  };

  const round = async () => {
    let outcome: { kinds: MailKind[]; fullForMs: number | null } = { kinds: [], fullForMs: null };
    do {
      again = false;
      passesBegun++;
      try {
        outcome = await sendDue();
      } catch (error) {
        // The database is away (or the settings row): the next round tries again.
        app.log.warn({ code: (error as { code?: string }).code }, 'Emails could not be read; trying later');
        outcome = { kinds: [], fullForMs: null };
      } finally {
        passFinished();
      }
      // A full minute waits for its timer, unless someone awaits a pass (that one finds the minute full, quickly).
    } while (again && !closing && (outcome.fullForMs === null || waiting.length > 0));
    busy = false;
    if (!closing) await scheduleNext(outcome);
  };

  function wake() {
    if (closing) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    clearTimeout(timer);
    running = round();
  }

  const sendNow = () =>
    new Promise<void>((resolve) => {
      if (closing) return resolve();
      // The pass under way may have read the outbox before the caller's change: wait for the next one.
      waiting.push({ pass: passesBegun + 1, resolve });
      wake();
    });

  app.decorate('mailSender', { enabled: true, wake, sendNow });
  app.addHook('onReady', async () => wake());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
    for (const waiter of waiting) waiter.resolve();
    waiting = [];
    transport.close();
  });
}
