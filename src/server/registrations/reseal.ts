// `npm run rotate-key` for the tables that keep their personal data as one sealed `private` value (a
// registration's contacts and medical notes, a contribution's supporter and reference): each value not yet sealed
// with DATA_KEY is opened (through DATA_KEY_PREVIOUS where need be) and sealed again. One statement per row, so it
// can run beside the server.
import { eq } from 'drizzle-orm';
import { registrations, tourContributions } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Sealer } from './sealed';

type SealedTable = typeof registrations | typeof tourContributions;

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
