// A follower's address at rest (docs/architecture.md "Data that needs more care"): sealed with DATA_KEY when it is set,
// like a family's contacts (src/server/registrations/sealed.ts), and found again by its key, a keyed hash of the
// address in its normal form (src/shared/email.ts), so following twice with one address changes one row without opening
// every row.
import { createHmac } from 'node:crypto';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { normalAddress } from '../../shared/email';
import { followers } from '../../shared/schema';
import type { Db } from '../db/client';
import type { DataKeys, Sealer } from '../registrations/sealed';

/**
 * The address's key: with DATA_KEY, an HMAC-SHA-256 under a key derived from it (a database copy alone cannot be
 * searched for a known address); without it, the address itself, as everything else is then stored plain. Changing
 * DATA_KEY changes every key: `npm run rotate-key` writes them again.
 */
export function addressKey(env: Pick<DataKeys, 'DATA_KEY'>, email: string): string {
  const address = normalAddress(email);
  if (!env.DATA_KEY) return address;
  const key = createHmac('sha256', Buffer.from(env.DATA_KEY, 'base64')).update('follower-address').digest();
  return `hmac:${createHmac('sha256', key).update(address).digest('hex')}`;
}

/** The columns that hold an address: the sealed address in its one normal form, and its key. */
export const storedAddress = (sealer: Sealer, env: Pick<DataKeys, 'DATA_KEY'>, email: string) => ({
  email: sealer.seal(normalAddress(email)),
  emailKey: addressKey(env, email),
});

/** The address a follower gave, opened (a value sealed with a key no longer set throws MissingKeyError). */
export const openAddress = (sealer: Sealer, stored: string): string => sealer.open<string>(stored);

/**
 * `npm run rotate-key` for followers: every address sealed again with DATA_KEY (opened through DATA_KEY_PREVIOUS
 * where need be), and its key made again under DATA_KEY. Two rows that turn out to hold one mailbox (one stored
 * before a key was set, say) become one: the confirmed or older row is kept, with the choices of both.
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

/** A follower's row as the site reads it: the address opened. */
export type Follower = typeof followers.$inferSelect;

/** The follower `where` finds, its address opened; null when there is none. */
export async function readFollower(app: { db: Db; sealer: Sealer }, where: SQL | undefined): Promise<Follower | null> {
  const [row] = await app.db.select().from(followers).where(where);
  return row ? { ...row, email: openAddress(app.sealer, row.email) } : null;
}
