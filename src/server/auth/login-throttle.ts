// Failed sign-ins are counted per address and account, and per address alone; only failures count, so staff
// signing in many times a day (or a test suite) are never locked out, while guessing is. The counts live in the
// database (src/server/limits/counters.ts), so every instance sees every failure.
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { countHit, forget, uncount } from '../limits/counters';

export type LoginThrottle = {
  /**
   * Counts an attempt before the password is checked, so attempts racing in parallel (on any instance) are all
   * counted. Answers the milliseconds to wait when over a limit (refuse the attempt), else 0.
   */
  attempt(ip: string, account: string): Promise<number>;
  /** The attempt was right: it is taken back from the address's count, and the account's failures are forgotten. */
  succeeded(ip: string, account: string): Promise<void>;
};

type Options = { perUser?: number; perAddress?: number; windowMs?: number; now?: () => Date };

export function createLoginThrottle(
  db: Db,
  { perUser = 10, perAddress = 50, windowMs = 15 * 60 * 1000, now = () => new Date() }: Options = {},
): LoginThrottle {
  const addressKey = (ip: string) => `sign-in:${ip}`;
  // `account` is one key for every spelling of a name (sign-in.ts asks the database, which decides what a capital
  // letter is; lowering it here would give 'İris' and 'irİs' their own counts for the one account 'iris'). It is
  // hashed: it may be any length (a key too long for the index would fail the insert), and the table then holds no
  // usernames.
  const userKey = (ip: string, account: string) =>
    `sign-in:${ip}\n${createHash('sha256').update(account).digest('hex')}`;
  const limitOf = (key: string) => (key.includes('\n') ? perUser : perAddress);

  return {
    async attempt(ip, account) {
      const at = now();
      const counts = await countHit(db, [addressKey(ip), userKey(ip, account)], windowMs, at);
      const over = counts.filter((c) => c.count > limitOf(c.key));
      return Math.max(0, ...over.map((c) => c.resetAt.getTime() - at.getTime()));
    },
    async succeeded(ip, account) {
      await forget(db, userKey(ip, account));
      await uncount(db, addressKey(ip), now());
    },
  };
}
