// Staff passwords are stored only as argon2id hashes, with OWASP's recommended minimum cost
// (19 MiB, 2 passes, 1 lane): about 15 ms per check here, slow enough to make guessing from a stolen table costly.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

export const HASH_OPTIONS = {
  // Argon2id; the package's enum is declared `const`, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash of a random password nobody knows, made with HASH_OPTIONS. Sign-in for an unknown username verifies
 * against it, so the answer takes as long as for a known one and timing does not reveal which usernames exist.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$G1UGt1911Zu7xtDXAh8C5Q$LAKLYe0unaaKrESw507lgIptFVt55PaiNRfDARmMCLA';

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** True only when a stored hash exists and matches; always does the work of one verification. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(storedHash ?? DUMMY_HASH, password);
    return matches && storedHash != null;
  } catch {
    // A stored value that is not an argon2 hash can never match.
    return false;
  }
}
