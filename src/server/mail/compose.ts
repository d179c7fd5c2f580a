// Makes each email from its outbox row at the moment it is sent, from the row it is about as it is then. Answers
// null when there is nothing to send any more (the enquiry is gone).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SiteSettings } from '../../shared/schema';
import { contactInquiries } from '../../shared/schema';
import type { MailAddresses } from './addresses';
import { enquiryAlert } from './enquiry-alert';
import type { ClaimedMail } from './outbox';

export type Message = {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
};

export async function composeMail(
  app: Pick<FastifyInstance, 'db' | 'env'>,
  mail: ClaimedMail,
  addresses: MailAddresses,
  _settings: SiteSettings,
): Promise<Message | null> {
  const { staff } = addresses;
  if (mail.kind === 'enquiry-alert') {
    if (!mail.inquiryId || !staff) return null;
    const [enquiry] = await app.db.select().from(contactInquiries).where(eq(contactInquiries.id, mail.inquiryId));
    return enquiry ? enquiryAlert(enquiry, { ...addresses, staff }, app.env) : null;
  }
  return null;
}
