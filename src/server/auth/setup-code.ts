// The first staff account is created with a one-time code printed at server start, so there is neither an open
// sign-up nor a default password. Only the code's SHA-256 is stored; the code exists only while no account does.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { setupCodes, users } from '../../shared/schema';
import type { Database, Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import type { Env } from '../env';
import { publicBaseUrl } from '../public-url';
import { hashSetupCode } from '../services/setup-codes';

/**
 * While no account exists, adds a new code and answers it; otherwise removes any code and answers null. Earlier
 * codes stay valid: every instance prints its own link at start, and a restart of one must not break the link
 * another printed. All of them end when the first account is created (services/users.ts). Under the
 * first-account lock so it cannot interleave with the first registration.
 */
export function issueSetupCode(database: Database): Promise<string | null> {
  return database.withLock(LOCK_KEYS.firstAccount, (db) =>
    db.transaction(async (tx) => {
      const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
      if (anyUser) {
        await tx.delete(setupCodes);
        return null;
      }
      const code = randomBytes(24).toString('base64url');
      await tx.insert(setupCodes).values({ codeHash: hashSetupCode(code) });
      return code;
    }),
  );
}

export async function isSetupCodeValid(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ codeHash: setupCodes.codeHash })
    .from(setupCodes)
    .where(eq(setupCodes.codeHash, hashSetupCode(code)));
  return row !== undefined;
}

export function setupLink(env: Env, code: string): string {
  return `${publicBaseUrl(env)}/auth?setup=${encodeURIComponent(code)}`;
}

/** Called at server start; the link goes to the console rather than the log so LOG_LEVEL cannot hide it. */
export async function announceSetupLink(database: Database, env: Env): Promise<void> {
  const code = await issueSetupCode(database);
  if (!code) return;
  const rule = '='.repeat(72);
  console.log(
    [
      '',
      rule,
      'No staff account exists yet. Open this one-time link to create the first one:',
      '',
      `  ${setupLink(env, code)}`,
      '',
      'The link works until the first account exists, across restarts; links printed earlier still work.',
      'Or run: npm run staff -- add NAME (stop the server first when it uses the embedded database)',
      rule,
      '',
    ].join('\n'),
  );
}
