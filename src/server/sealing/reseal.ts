// `npm run rotate-key`: each sealed value at rest not yet sealed with DATA_KEY (a registration's contacts and medical
// notes, a contribution's supporter and reference, a follower's address, a family's contacts, a note to the coach, a
// payer's name and reference, a statement line's description) is opened, through DATA_KEY_PREVIOUS where need be,
// and sealed again, all in one transaction. It can run beside the server.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FamilyContacts } from '../../shared/families';
import {
  availability,
  families,
  followers,
  payments,
  registrations,
  statementLines,
  tourContributions,
} from '../../shared/schema';
import type { Db } from '../db/client';
import { addressKey, openAddress, phoneKey, storedAddress } from './address';
import type { DataKeys, Sealer } from './sealed';

type SealedTable = typeof registrations | typeof tourContributions | typeof payments;

export async function resealPrivateValues(
  db: Db,
  sealer: Sealer,
  table: SealedTable,
): Promise<{ resealed: number; total: number }> {
  const rows = await db.select({ id: table.id, private: table.private }).from(table);
  let resealed = 0;
  for (const row of rows) {
    if (sealer.isCurrent(row.private)) continue;
    await db
      .update(table)
      .set({ private: sealer.seal(sealer.open(row.private)) })
      .where(eq(table.id, row.id));
    resealed++;
  }
  return { resealed, total: rows.length };
}

/** Every registration's contacts and medical notes. */
export const resealRegistrations = (db: Db, sealer: Sealer) => resealPrivateValues(db, sealer, registrations);
/** Every tour contribution's supporter and reference. */
export const resealContributions = (db: Db, sealer: Sealer) => resealPrivateValues(db, sealer, tourContributions);

/**
 * Every follower's address sealed again with DATA_KEY (opened through DATA_KEY_PREVIOUS where need be), and its key
 * made again under DATA_KEY. Two rows that turn out to hold one mailbox (one stored before a key was set, say)
 * become one: the confirmed or older row is kept, with the choices of both.
 */
export async function resealFollowers(
  db: Db,
  sealer: Sealer,
  env: Pick<DataKeys, 'DATA_KEY'>,
): Promise<{ resealed: number; total: number; merged: number }> {
  const rows = await db
    .select()
    .from(followers)
    .orderBy(sql`${followers.confirmedAt} is null`, asc(followers.createdAt), asc(followers.id));
  const byKey = new Map<string, { row: (typeof rows)[number]; email: string }[]>();
  for (const row of rows) {
    const email = openAddress(sealer, row.email);
    const key = addressKey(env, email);
    byKey.set(key, [...(byKey.get(key) ?? []), { row, email }]);
  }
  let resealed = 0;
  let merged = 0;
  for (const [key, [kept, ...others]] of byKey) {
    if (!kept) continue;
    if (others.length) {
      await db.delete(followers).where(
        inArray(
          followers.id,
          others.map(({ row }) => row.id),
        ),
      );
      merged += others.length;
    }
    const all = [kept, ...others].map(({ row }) => row);
    const choices = {
      news: all.some((row) => row.news),
      teamIds: [...new Set(all.flatMap((row) => row.teamIds))],
    };
    if (!others.length && sealer.isCurrent(kept.row.email) && kept.row.emailKey === key) continue;
    await db
      .update(followers)
      .set({ ...storedAddress(sealer, env, kept.email), ...choices })
      .where(eq(followers.id, kept.row.id));
    resealed++;
  }
  return { resealed, total: rows.length, merged };
}

/** Every payment's payer and reference. */
export const resealPayments = (db: Db, sealer: Sealer) => resealPrivateValues(db, sealer, payments);

/** Every imported statement line's description. */
export async function resealStatementLines(db: Db, sealer: Sealer): Promise<{ resealed: number; total: number }> {
  const rows = await db.select({ id: statementLines.id, description: statementLines.description }).from(statementLines);
  let resealed = 0;
  for (const row of rows) {
    if (sealer.isCurrent(row.description)) continue;
    await db
      .update(statementLines)
      .set({ description: sealer.seal(sealer.open(row.description)) })
      .where(eq(statementLines.id, row.id));
    resealed++;
  }
  return { resealed, total: rows.length };
}

/** Every family's contacts sealed again, and the key of its mobile number made again under DATA_KEY. */
export async function resealFamilies(
  db: Db,
  sealer: Sealer,
  env: Pick<DataKeys, 'DATA_KEY'>,
): Promise<{ resealed: number; total: number }> {
  const rows = await db
    .select({ id: families.id, private: families.private, phoneKey: families.phoneKey })
    .from(families);
  let resealed = 0;
  for (const row of rows) {
    const contacts = sealer.open<FamilyContacts>(row.private);
    const key = phoneKey(env, contacts.phone);
    if (sealer.isCurrent(row.private) && row.phoneKey === key) continue;
    await db
      .update(families)
      .set({ private: sealer.seal(contacts), phoneKey: key })
      .where(eq(families.id, row.id));
    resealed++;
  }
  return { resealed, total: rows.length };
}

/** Every note a family left the coach with an answer. */
export async function resealNotes(db: Db, sealer: Sealer): Promise<{ resealed: number; total: number }> {
  const rows = await db
    .select({ eventId: availability.eventId, playerId: availability.playerId, note: availability.note })
    .from(availability)
    .where(isNotNull(availability.note));
  let resealed = 0;
  for (const row of rows) {
    if (row.note === null || sealer.isCurrent(row.note)) continue;
    await db
      .update(availability)
      .set({ note: sealer.seal(sealer.open(row.note)) })
      .where(and(eq(availability.eventId, row.eventId), eq(availability.playerId, row.playerId)));
    resealed++;
  }
  return { resealed, total: rows.length };
}

export type Rotation = {
  registrations: { resealed: number; total: number };
  contributions: { resealed: number; total: number };
  followers: { resealed: number; total: number; merged: number };
  families: { resealed: number; total: number };
  notes: { resealed: number; total: number };
  payments: { resealed: number; total: number };
  statementLines: { resealed: number; total: number };
};

/**
 * Every sealed value at rest sealed again with DATA_KEY, in one transaction: should one value fail to open, or a
 * write fail, nothing is changed (never half the tables under one key and half under another).
 */
export function rotateDataKey(db: Db, sealer: Sealer, env: Pick<DataKeys, 'DATA_KEY'>): Promise<Rotation> {
  return db.transaction(async (tx) => ({
    registrations: await resealRegistrations(tx, sealer),
    contributions: await resealContributions(tx, sealer),
    followers: await resealFollowers(tx, sealer, env),
    families: await resealFamilies(tx, sealer, env),
    notes: await resealNotes(tx, sealer),
    payments: await resealPayments(tx, sealer),
    statementLines: await resealStatementLines(tx, sealer),
  }));
}
