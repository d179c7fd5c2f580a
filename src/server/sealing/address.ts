// An email address at rest (docs/architecture.md "Data that needs more care"): a follower's is sealed with DATA_KEY
// when it is set, like a family's contacts (sealed.ts), and found again by its key, a keyed hash of the address in
// its normal form (src/shared/email.ts), so following twice with one address changes one row without opening every
// row. A family's hourly email limit counts by the same key (registrations/family-limit.ts).
import { createHmac } from 'node:crypto';
import { normalAddress } from '../../shared/email';
import type { DataKeys, Sealer } from './sealed';

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
 * A family's mobile number's key, made as an address's is (with DATA_KEY a keyed hash, without it the number in its
 * stored form): siblings registered with one number find one family without opening every row.
 */
export function phoneKey(env: Pick<DataKeys, 'DATA_KEY'>, phone: string): string {
  if (!env.DATA_KEY) return phone;
  const key = createHmac('sha256', Buffer.from(env.DATA_KEY, 'base64')).update('family-phone').digest();
  return `hmac:${createHmac('sha256', key).update(phone).digest('hex')}`;
}
