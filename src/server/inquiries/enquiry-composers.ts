// The email the enquiries feature sends through the outbox: staff's alert of a visitor's enquiry, made from the
// enquiry as it is when the alert goes (gone with it when it was deleted).
import { eq } from 'drizzle-orm';
import { contactInquiries } from '../../shared/schema';
import type { MailComposers } from '../mail/compose';
import { enquiryAlert } from './enquiry-alert';

export const enquiryComposers = {
  'enquiry-alert': async (mail, { app, addresses }) => {
    const { staff } = addresses;
    if (!mail.inquiryId || !staff) return null;
    const [enquiry] = await app.db.select().from(contactInquiries).where(eq(contactInquiries.id, mail.inquiryId));
    return enquiry ? enquiryAlert(enquiry, { ...addresses, staff }, app.env) : null;
  },
} satisfies Partial<MailComposers>;
