// `npm run rotate-key`: re-encrypts registrations' contacts and medical notes, followers' addresses and tour
// contributions' supporters and references with DATA_KEY, opening those sealed
// with the old key through DATA_KEY_PREVIOUS (and sealing values stored before any key was set). Run it with the
// server stopped or running: each value is rewritten in one statement. Afterwards DATA_KEY_PREVIOUS can go.
import { loadEnv } from '../server/env';
import { resealFollowers } from '../server/follow/address';
import { resealContributions, resealRegistrations } from '../server/registrations/reseal';
import { createSealer, MissingKeyError } from '../server/registrations/sealed';
import { openDatabaseOrExit } from '../server/start';

const env = loadEnv();
if (!env.DATA_KEY) {
  console.error('Set DATA_KEY to the new key (and DATA_KEY_PREVIOUS to the old one) before rotating.');
  process.exit(2);
}
const database = await openDatabaseOrExit(env);
let exitCode = 0;
try {
  const { resealed, total } = await resealRegistrations(database.db, createSealer(env));
  console.log(`Re-encrypted ${resealed} of ${total} registrations with the key ${createSealer(env).keyId}.`);
  const addresses = await resealFollowers(database.db, createSealer(env), env);
  console.log(`Re-encrypted ${addresses.resealed} of ${addresses.total} followers' addresses.`);
  const contributions = await resealContributions(database.db, createSealer(env));
  console.log(
    `Re-encrypted ${contributions.resealed} of ${contributions.total} tour contributions' names and references.`,
  );
  console.log('Everything is now sealed with DATA_KEY: DATA_KEY_PREVIOUS can be removed.');
} catch (error) {
  exitCode = 1;
  if (error instanceof MissingKeyError) console.error(`${error.message}. Set it as DATA_KEY_PREVIOUS and run again.`);
  else console.error(error);
} finally {
  await database.close();
}
process.exit(exitCode);
