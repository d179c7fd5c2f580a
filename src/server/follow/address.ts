// A follower's row as the site reads it: its address opened. The address is sealed at rest and found again by its
// key (src/server/sealing/address.ts); read a follower only through here.
import type { SQL } from 'drizzle-orm';
import { followers } from '../../shared/schema';
import type { Db } from '../db/client';
import { openAddress } from '../sealing/address';
import type { Sealer } from '../sealing/sealed';

/** A follower's row as the site reads it: the address opened. */
export type Follower = typeof followers.$inferSelect;

/** The follower `where` finds, its address opened; null when there is none. */
export async function readFollower(app: { db: Db; sealer: Sealer }, where: SQL | undefined): Promise<Follower | null> {
  const [row] = await app.db.select().from(followers).where(where);
  return row ? { ...row, email: openAddress(app.sealer, row.email) } : null;
}
