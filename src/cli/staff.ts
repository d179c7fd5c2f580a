// `npm run staff -- add NAME | role NAME ROLE | list | passwd NAME | remove NAME`: staff accounts from the server's shell,
// on the database the environment names (DATABASE_URL, or the embedded one in DATA_DIR).
import { loadEnv } from '../server/env';
import { openDatabaseOrExit } from '../server/start';
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

const command = parseArgs(process.argv.slice(2));
const database = await openDatabaseOrExit(loadEnv());
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
