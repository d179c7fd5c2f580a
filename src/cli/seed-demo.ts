// `npm run seed:demo`: fills an EMPTY database with demo content for every public section, pictures included.
// It refuses a database that already has content, so it can never mix with or overwrite a club's real data.
import { announceWrite } from '../server/cache/register-response-cache';
import { loadEnv } from '../server/env';
import { createSealer } from '../server/sealing/sealed';
import { openDatabaseOrExit, storageFor } from '../server/start';
import { seedDemo, tablesWithContent } from './demo/seed';

const env = loadEnv();
const database = await openDatabaseOrExit(env);

let exitCode = 0;
try {
  const filled = await tablesWithContent(database.db);
  if (filled.length > 0) {
    console.error(
      `The database already has content (${filled.join(', ')}). ` +
        'seed:demo only fills an empty database, so nothing was changed. ' +
        'To see the demo, point DATA_DIR at an empty folder (or DATABASE_URL at an empty database).',
    );
    exitCode = 1;
  } else {
    const where = env.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${env.DATA_DIR}`;
    console.log(`Adding demo content to ${where}:`);
    const started = Date.now();
    // One transaction: a failure halfway leaves the database empty, so the command can simply be run again.
    // On PostgreSQL the images are rows too, written in the same transaction as the content that shows them.
    await database.db.transaction((tx) => {
      const db = tx as unknown as typeof database.db;
      return seedDemo(db, storageFor(env, { ...database, db }), (line) => console.log(line), {
        // The command's clock is the machine's: the demo is placed around the day it is run.
        now: new Date(),
        timeZone: env.CLUB_TIMEZONE,
        sealer: createSealer(env),
      });
    });
    // Servers already running on the same PostgreSQL database drop the pages they rendered while it was empty.
    await announceWrite(database).catch(() => console.error('Running servers could not be told: restart them.'));
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server with npm start.`);
  }
} catch (error) {
  console.error(`Demo content could not be added: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
