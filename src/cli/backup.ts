// `npm run backup -- FILE`: the whole site (every table and every image) at one moment, in one archive, while the
// server keeps running. PostgreSQL: read directly in one snapshot transaction. The embedded database: the running
// server writes it over its backup socket; with no server running, this command opens DATA_DIR itself.
// The archive is written beside FILE, read back and checked, and only then renamed to FILE.
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { requestBackup } from '../server/backup/backup-socket';
import { ArchiveError, readArchive } from '../server/backup/read-archive';
import { writeBackup } from '../server/backup/write-backup';
import { openDatabase } from '../server/db/client';
import { DataDirBusyError } from '../server/db/data-dir-lock';
import { loadEnv } from '../server/env';
import { storageFor } from '../server/start';
import { CliError } from './cli-error';

const USAGE = 'Usage: npm run backup -- FILE   (for example: npm run backup -- backups/club-$(date +%F).tar.gz)';

function parseArgs(args: string[]): string {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  return resolve(args[0]!);
}

/** Writes the archive to `temp`, by whichever way reaches the database; answers how it was taken. */
async function takeBackup(temp: string): Promise<string> {
  const env = loadEnv();
  // Owner-only: the archive holds staff password hashes and enquirers' contact details.
  const out = () => createWriteStream(temp, { mode: 0o600 });
  if (env.DATABASE_URL) {
    // No statement timeout: a large site's image rows are read one by one, but a table's rows in one query.
    const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, statementTimeoutMs: 0 });
    try {
      await writeBackup(database, storageFor(env, database), out());
    } finally {
      await database.close();
    }
    return 'from PostgreSQL';
  }
  const dataDir = resolve(env.DATA_DIR);
  if (!existsSync(join(dataDir, 'pg'))) {
    throw new CliError(`There is no embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  }
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await writeBackup(database, storageFor(env, database), out());
    } finally {
      await database.close();
    }
    return `from ${dataDir} (server not running)`;
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    try {
      await requestBackup(dataDir, out());
    } catch (socketError) {
      throw new CliError(
        `The server (pid ${error.pid}) owns ${dataDir} but did not answer on its backup socket ` +
          `(${(socketError as Error).message}). Restart it, or stop it and run the backup again.`,
      );
    }
    return `by the running server (pid ${error.pid})`;
  }
}

const file = parseArgs(process.argv.slice(2));
const temp = `${file}.partial-${process.pid}`;
let exitCode = 0;
try {
  const started = Date.now();
  const how = await takeBackup(temp);
  let manifest: Awaited<ReturnType<typeof readArchive>>;
  try {
    manifest = await readArchive(temp);
  } catch (error) {
    if (!(error instanceof ArchiveError)) throw error;
    throw new CliError(`The backup came out incomplete (${error.message}); see the server's log. Nothing was kept.`);
  }
  await rename(temp, file);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const megabytes = ((await stat(file)).size / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written to ${file} (${megabytes} MB, ${how}): ${rows} rows, ${manifest.images} images, ` +
      `taken at ${manifest.takenAt}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof CliError ? error.message : `The backup failed: ${(error as Error).message}`);
  exitCode = error instanceof CliError ? error.exitCode : 1;
} finally {
  await rm(temp, { force: true });
}
process.exit(exitCode);
