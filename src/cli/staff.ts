// `npm run staff -- add NAME | list | passwd NAME | remove NAME`: staff accounts from the server's shell,
// on the database the environment names (DATABASE_URL, or the embedded one in DATA_DIR).
import type { Database } from '../server/db/client';
import { DataDirBusyError } from '../server/db/data-dir-lock';
import { loadEnv } from '../server/env';
import { openConfiguredDatabase } from '../server/start';
import { CliError } from './cli-error';
import { parseStaffArgs, runStaffCommand, type StaffCommand, USAGE } from './staff-commands';

function parseArgs(args: string[]): StaffCommand {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    console.log(USAGE);
    process.exit(0);
  }
  try {
    const command = parseStaffArgs(args);
    if (command) return command;
    console.error(USAGE);
  } catch (error) {
    console.error((error as Error).message);
  }
  process.exit(2);
}

async function open(): Promise<Database> {
  try {
    return await openConfiguredDatabase(loadEnv());
  } catch (error) {
    // Busy means the server owns the embedded database; its message says what to do, and nothing was touched.
    console.error(error instanceof DataDirBusyError ? error.message : `Could not open the database: ${error}`);
    process.exit(1);
  }
}

const command = parseArgs(process.argv.slice(2));
const database = await open();
let exitCode = 0;
try {
  await runStaffCommand(database, command);
} catch (error) {
  if (error instanceof CliError) {
    console.error(error.message);
    exitCode = error.exitCode;
  } else {
    console.error(error);
    exitCode = 1;
  }
} finally {
  await database.close();
}
// stdin may still be open (a terminal, or an unread pipe); the work is done, so leave now.
process.exit(exitCode);
