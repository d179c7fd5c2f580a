// How often one address may be sent a family's confirmation that a visitor's form asked for: at most
// FAMILY_MAILS_PER_HOUR in any hour (siblings registered one after another get theirs; a stranger typing someone
// else's address again and again does not flood it). Counted in the shared rate_limits table, so every instance
// counts together, as one slot per allowed email: a slot is free again an hour after it was taken, which holds the
// limit over any hour, not only per fixed window. The key is a hash of the address, never the address.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/ops-schema';
import type { Env } from '../env';
import { addressKey } from '../sealing/address';

export const FAMILY_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

const slotKey = (env: Pick<Env, 'DATA_KEY'>, email: string, slot: number) =>
  `family-mail:${createHash('sha256').update(addressKey(env, email)).digest('hex')}:${slot}`;

/**
 * Takes one of the address's slots for the hour from `now` and answers true, or answers false when all are taken
 * (the email is then not queued: what the visitor asked for is stored all the same). Each slot is taken by one
 * atomic upsert, so two requests at once never both take the last.
 */
export async function takeFamilyMailSlot(
  db: Db,
  env: Pick<Env, 'DATA_KEY'>,
  email: string,
  now: Date,
): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const resetAt = new Date(now.getTime() + HOUR_MS);
  for (let slot = 0; slot < FAMILY_MAILS_PER_HOUR; slot++) {
    const taken = await db
      .insert(rateLimits)
      .values({ key: slotKey(env, email, slot), count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: 1, resetAt },
        setWhere: sql`${rateLimits.resetAt} <= ${at}`,
      })
      .returning({ key: rateLimits.key });
    if (taken.length > 0) return true;
  }
  return false;
}
