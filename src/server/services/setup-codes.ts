// A first account's one-time setup code is stored as its SHA-256 only: auth/setup-code.ts issues and checks codes,
// and creating the first account (users.ts) ends them, both by this one hash.
import { createHash } from 'node:crypto';

export const hashSetupCode = (code: string) => createHash('sha256').update(code).digest('hex');
