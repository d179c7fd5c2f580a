// `npm run rotate-key`: re-encrypts registrations' contacts and medical notes, followers' addresses and tour
// contributions' supporters and references with DATA_KEY, opening those sealed with the old key through
// DATA_KEY_PREVIOUS (and sealing values stored before any key was set). Everything is rewritten in one transaction:
// it re-seals all of it or, on any failure, nothing. It can run with the server stopped or running. Afterwards
// DATA_KEY_PREVIOUS can go.
import { loadEnv } from '../server/env';
import { rotateDataKey } from '../server/sealing/reseal';
import { createSealer, MissingKeyError } from '../server/sealing/sealed';
import { openDatabaseOrExit } from '../server/start';

const env = loadEnv();
if (!env.DATA_KEY) {
  console.error('Set DATA_KEY to the new key (and DATA_KEY_PREVIOUS to the old one) before rotating.');
  process.exit(2);
}
const database = await openDatabaseOrExit(env);
const sealer = createSealer(env);
let exitCode = 0;
try {
  const done = await rotateDataKey(database.db, sealer, env);
  console.log(`Sealed with the key ${sealer.keyId}:`);
  console.log(`  ${done.registrations.resealed} of ${done.registrations.total} registrations re-encrypted`);
  console.log(`  ${done.contributions.resealed} of ${done.contributions.total} tour contributions re-encrypted`);
  const merged = done.followers.merged ? ` (${done.followers.merged} duplicate followers merged into their twins)` : '';
  console.log(`  ${done.followers.resealed} of ${done.followers.total} followers' addresses re-encrypted${merged}`);
  console.log(`  ${done.families.resealed} of ${done.families.total} families' contacts re-encrypted`);
  console.log(`  ${done.notes.resealed} of ${done.notes.total} notes to coaches re-encrypted`);
  console.log(`  ${done.payments.resealed} of ${done.payments.total} payments' payers and references re-encrypted`);
  console.log(`  ${done.statementLines.resealed} of ${done.statementLines.total} bank statement lines re-encrypted`);
  console.log('Everything is now sealed with DATA_KEY: DATA_KEY_PREVIOUS can be removed.');
} catch (error) {
  exitCode = 1;
  const reason =
    error instanceof MissingKeyError ? `${error.message}. Set it as DATA_KEY_PREVIOUS and run again` : String(error);
  console.error(`Nothing was changed: ${reason}.`);
} finally {
  await database.close();
}
process.exit(exitCode);
