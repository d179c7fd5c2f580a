// Visitors' enquiries: storing one (for the JSON API, the enhanced form, and the plain form post without script),
// and the staff inbox: the list by status, status and notes, deleting (and undoing it), and forgetting closed
// ones in time (for good: the retention rule is that they go).
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { InquiryStatus } from '../../shared/constants';
import type { ContactPayload } from '../../shared/contact-schema';
import { contactInquiries } from '../../shared/schema';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { AddressLimit } from '../limits/per-address';
import { moveToTrash, restoreFromTrash, type TrashKind } from './trash';

/** Enquiries per address: room for a family or a school's shared connection, not for a flood. */
export const CONTACT_RATE_LIMIT: AddressLimit = {
  name: 'contact',
  max: 20,
  minutes: 10,
  message: (wait) => `Rate limit exceeded, retry in ${wait}`,
};

export type EnquiryRow = typeof contactInquiries.$inferSelect;
export type EnquiryChanges = { status?: InquiryStatus; notes?: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

export const enquiryNotFound = () => notFound('Inquiry not found');

/** Stores the enquiry, stamped `now`; its email alert is queued in the same transaction (inquiries/receive-enquiry.ts). */
export async function saveEnquiry(db: Db, values: ContactPayload, now: Date): Promise<EnquiryRow> {
  const [created] = await db
    .insert(contactInquiries)
    .values({ ...values, createdAt: now, statusChangedAt: now })
    .returning();
  return created!;
}

const withStatus = (status?: InquiryStatus): SQL | undefined =>
  status ? eq(contactInquiries.status, status) : undefined;

/** Newest first; only those with `status` when given. */
export function listEnquiries(db: Db, status?: InquiryStatus): Promise<EnquiryRow[]> {
  return db.select().from(contactInquiries).where(withStatus(status)).orderBy(desc(contactInquiries.createdAt));
}

export async function countEnquiries(db: Db, status: InquiryStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactInquiries).where(withStatus(status));
  return row?.n ?? 0;
}

/** A new status restarts statusChangedAt (the retention clock) at `now`; setting the same status again leaves it. */
export async function updateEnquiry(db: Db, id: string, changes: EnquiryChanges, now: Date): Promise<EnquiryRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactInquiries).where(eq(contactInquiries.id, id)).for('update');
    if (!before) throw enquiryNotFound();
    const statusChanged = changes.status !== undefined && changes.status !== before.status;
    const [after] = await tx
      .update(contactInquiries)
      .set({ ...changes, ...(statusChanged ? { statusChangedAt: now } : {}) })
      .where(eq(contactInquiries.id, id))
      .returning();
    return after!;
  });
}

/** What the trash calls an enquiry (ADR 031). */
export const ENQUIRY_TRASH: TrashKind = { entity: 'inquiries', table: contactInquiries, noun: 'inquiry' };

/** Its alert goes with it (the foreign key cascades); both wait in the trash a few minutes, for Undo. */
export async function deleteEnquiry(db: Db, id: string, deletedBy: number | null): Promise<void> {
  const found = await db.transaction((tx) => moveToTrash(tx, ENQUIRY_TRASH, id, deletedBy));
  if (!found) throw enquiryNotFound();
}

/** Undoes a delete: the enquiry as it was, with its alert. */
export async function restoreEnquiry(db: Db, id: string): Promise<EnquiryRow> {
  await db.transaction((tx) => restoreFromTrash(tx, ENQUIRY_TRASH, id));
  const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
  if (!row) throw enquiryNotFound();
  return row;
}

/**
 * Deletes enquiries closed more than `days` ago; answers how many. One statement, so instances sweeping at the
 * same moment need no lock: each row is deleted once, whichever gets it first.
 */
export async function deleteClosedEnquiries(db: Db, days: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db
    .delete(contactInquiries)
    .where(and(eq(contactInquiries.status, 'closed'), lt(contactInquiries.statusChangedAt, cutoff)))
    .returning({ id: contactInquiries.id });
  return deleted.length;
}
