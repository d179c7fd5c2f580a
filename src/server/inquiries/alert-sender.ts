// Each server process sends the due enquiry alerts: at start, right after it stores an enquiry, and whenever the
// next retry falls due (looking at least every ALERT_POLL_MS, for enquiries other instances stored). Alerts are
// claimed in the database (alert-outbox.ts), so several instances never send one twice while all are healthy.
// Sending never holds up a request: the enquiry is already stored, with its alert, when the family gets 201.
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { ContactPayload } from '../../shared/contact-schema';
import type { Env } from '../env';
import { type EnquiryRow, saveEnquiry } from '../services/enquiries';
import { alertFailureReason, alertMessage, alertRecipient } from './alert-email';
import { claimDueAlerts, markAlertFailed, markAlertSent, nextAlertDue } from './alert-outbox';

export type AlertSender = {
  /** SMTP_URL is set: enquiries get alerts. */
  enabled: boolean;
  /** Sends what is due now (soon after, when a round is already under way). */
  wake(): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    alertSender: AlertSender;
  }
}

/** Alerts claimed per round trip to the database. */
const BATCH = 10;

/** Stores a visitor's enquiry, with its alert when alerts are on, then has the alert sent. */
export async function receiveEnquiry(app: FastifyInstance, values: ContactPayload): Promise<EnquiryRow> {
  const created = await saveEnquiry(app.db, values, { alert: app.alertSender.enabled });
  app.alertSender.wake();
  return created;
}

export function registerAlertSender(app: FastifyInstance): void {
  const { SMTP_URL: smtpUrl } = app.env;
  if (!smtpUrl) {
    app.decorate('alertSender', { enabled: false, wake: () => {} });
    return;
  }
  const env = app.env as Env & { SMTP_URL: string };
  // Time limits well inside the claim's lease: a mail server that stops answering fails the try, not the sender.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let again = false;
  let closing = false;

  /** One round: everything due, a batch at a time. Answers false when there is nobody to send to yet. */
  const sendDue = async (): Promise<boolean> => {
    const recipient = await alertRecipient(app.db, env);
    if (!recipient) return false;
    for (let claimed = await claimDueAlerts(app.db, BATCH); claimed.length > 0 && !closing; ) {
      for (const { enquiry, attempts } of claimed) {
        try {
          await transport.sendMail(alertMessage(enquiry, recipient, env));
          await markAlertSent(app.db, enquiry.id);
        } catch (error) {
          const reason = alertFailureReason(error);
          // The code only: the error's message and the envelope can hold the family's address.
          const { code, responseCode } = error as { code?: string; responseCode?: number };
          app.log.warn({ code, responseCode, attempts }, 'An enquiry alert was not sent; it is tried again later');
          await markAlertFailed(app.db, enquiry.id, attempts, reason, env.ALERT_RETRY_BASE_MS);
        }
      }
      claimed = closing ? [] : await claimDueAlerts(app.db, BATCH);
    }
    return true;
  };

  /** Wakes again when the next alert falls due, and at least every ALERT_POLL_MS. */
  const scheduleNext = async (canSend: boolean) => {
    let delay = env.ALERT_POLL_MS;
    if (canSend) {
      const due = await nextAlertDue(app.db).catch(() => null);
      if (due) delay = Math.min(delay, Math.max(0, due.getTime() - Date.now()));
    }
    if (closing) return;
    clearTimeout(timer);
    timer = setTimeout(wake, delay);
    timer.unref();
  };

  const round = async () => {
    let canSend = true;
    do {
      again = false;
      try {
        canSend = await sendDue();
      } catch (error) {
        // The database is away (or the settings row): the next round tries again.
        app.log.warn({ code: (error as { code?: string }).code }, 'Enquiry alerts could not be read; trying later');
        canSend = false;
      }
    } while (again && !closing);
    busy = false;
    if (!closing) await scheduleNext(canSend);
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

  app.decorate('alertSender', { enabled: true, wake });
  app.addHook('onReady', async () => wake());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
    transport.close();
  });
}
