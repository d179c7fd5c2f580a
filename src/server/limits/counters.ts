// Fixed-window counters in the rate_limits table. Every instance on one database counts into the same rows, so
// N instances allow exactly what one allows. The same SQL runs on PGlite and PostgreSQL: one code path.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/ops-schema';

export type Count = { key: string; count: number; resetAt: Date };

/** Expired rows are deleted at most this often per database handle, so the table holds only live windows. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Counts one hit on each key in one statement (an upsert that starts a new window where the old one ended) and
 * answers the counts after it. Atomic per row, so hits racing on several instances are all counted.
 */
export async function countHit(db: Db, keys: string[], windowMs: number, now: Date): Promise<Count[]> {
  // Sorted and distinct: one statement may touch a row only once, and a fixed order keeps two hits on the same
  // keys from deadlocking each other.
  const unique = [...new Set(keys)].sort();
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${rateLimits.resetAt} <= ${at}`;
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await db
    .insert(rateLimits)
    .values(unique.map((key) => ({ key, count: 1, resetAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning();
  await sweepNowAndThen(db, now);
  return rows;
}

/** Takes one hit back from a key's live window (a sign-in that turned out right was not a failure). */
export async function uncount(db: Db, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
}

/** Forgets a key's count altogether. */
export async function forget(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

async function sweepNowAndThen(db: Db, now: Date): Promise<void> {
  if (now.getTime() - (lastSweep.get(db) ?? Number.NEGATIVE_INFINITY) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
}

/** A wait as people say it, rounded up to whole minutes: "1 minute", "15 minutes". */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}
