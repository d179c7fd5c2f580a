import type { FastifyInstance } from 'fastify';
import type { ContactPayload } from '../../shared/contact-schema';
import { withQueuedEmail } from '../mail/queue';
import { type EnquiryRow, saveEnquiry } from '../services/enquiries';

/**
 * Stores a visitor's enquiry and queues its email alert in the same transaction (nothing while email is off): the
 * alert cannot be lost once the family is told the enquiry arrived, and it is sent once that is stored
 * (mail/sender.ts).
 */
export function receiveEnquiry(app: FastifyInstance, values: ContactPayload): Promise<EnquiryRow> {
  return withQueuedEmail(app, async (tx, queue) => {
    const created = await saveEnquiry(tx, values, app.now());
    await queue({ kind: 'enquiry-alert', inquiryId: created.id });
    return created;
  });
}
