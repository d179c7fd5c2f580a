// Storing a visitor's enquiry: one path for the JSON API (the enhanced form) and the plain form post (no script).

import type { ContactPayload } from '../../shared/contact-schema';
import { contactInquiries } from '../../shared/schema';
import type { Db } from '../db/client';
import type { AddressLimit } from '../limits/per-address';

/** Enquiries per address: room for a family or a school's shared connection, not for a flood. */
export const CONTACT_RATE_LIMIT: AddressLimit = {
  name: 'contact',
  max: 20,
  minutes: 10,
  message: (wait) => `Rate limit exceeded, retry in ${wait}`,
};

export async function saveEnquiry(db: Db, values: ContactPayload) {
  const [created] = await db.insert(contactInquiries).values(values).returning();
  return created!;
}
