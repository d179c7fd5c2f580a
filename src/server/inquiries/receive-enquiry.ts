import type { FastifyInstance } from 'fastify';
import type { ContactPayload } from '../../shared/contact-schema';
import { type EnquiryRow, saveEnquiry } from '../services/enquiries';

/** Stores a visitor's enquiry, with its alert when email is on, then has the alert sent (mail/sender.ts). */
export async function receiveEnquiry(app: FastifyInstance, values: ContactPayload): Promise<EnquiryRow> {
  const created = await saveEnquiry(app.db, values, { alert: app.mailSender.enabled, now: app.now() });
  app.mailSender.wake();
  return created;
}
