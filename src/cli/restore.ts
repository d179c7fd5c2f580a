// `npm run restore -- FILE [--force]`: puts a site saved by `npm run backup` into the database the environment
// names (an empty DATA_DIR, or an empty PostgreSQL database), images included. A target that already holds
// content is refused unless --force, which replaces everything in it. Either kind of archive restores into either
// kind of database: restoring an embedded database's backup with DATABASE_URL set is how a club moves to PostgreSQL.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ArchiveError, readArchive } from '../server/backup/read-archive';
import { restoreBackup, TargetNotEmptyError } from '../server/backup/restore';
import { announceWrite } from '../server/cache/register-response-cache';
import { loadEnv } from '../server/env';
import { openDatabaseOrExit, storageFor } from '../server/start';

const USAGE = 'Usage: npm run restore -- FILE [--force]   (--force replaces a site that is already there)';

function parseArgs(args: string[]): { file: string; force: boolean } {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  const force = args.includes('--force');
  const rest = args.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  return { file: resolve(rest[0]!), force };
}

const { file, force } = parseArgs(process.argv.slice(2));
if (!existsSync(file)) {
  console.error(`There is no file ${file}.`);
  process.exit(1);
}
const env = loadEnv();
// Checked before the database is even opened: a foreign or damaged file leaves the target as it was.
try {
  await readArchive(file);
} catch (error) {
  console.error(
    error instanceof ArchiveError
      ? `${file} cannot be restored: ${error.message}. Nothing was changed.`
      : `${file} cannot be read: ${(error as Error).message}`,
  );
  process.exit(1);
}
const database = await openDatabaseOrExit(env);
const where = env.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${resolve(env.DATA_DIR)}`;
let exitCode = 0;
try {
  const started = Date.now();
  const result = await restoreBackup(database, storageFor(env, database), file, { force, checked: true });
  // Servers already running on the same PostgreSQL database drop what they cached of the replaced site.
  await announceWrite(database).catch(() => console.error('Running servers could not be told: restart them.'));
  console.log(
    `Restored ${file} (taken at ${result.manifest.takenAt} from ${result.manifest.databaseKind === 'pglite' ? 'an embedded database' : 'PostgreSQL'}) ` +
      `into ${where}: ${result.rows} rows, ${result.images} images` +
      (result.replaced.length > 0 ? `, replacing ${result.replaced.join(', ')}` : '') +
      `, in ${((Date.now() - started) / 1000).toFixed(1)} s. Staff sign in again.`,
  );
} catch (error) {
  exitCode = 1;
  if (error instanceof ArchiveError) {
    console.error(`${file} cannot be restored: ${error.message}. Nothing was changed.`);
  } else if (error instanceof TargetNotEmptyError) {
    console.error(
      `${where[0]!.toUpperCase()}${where.slice(1)} is not empty: ${error.message}. ` +
        'Restore into an empty DATA_DIR (or an empty database), or add --force to replace all of it. Nothing was changed.',
    );
  } else {
    console.error(`The restore failed, and nothing was changed: ${(error as Error).message}`);
  }
} finally {
  await database.close();
}
process.exit(exitCode);
