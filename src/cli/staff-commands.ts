// What each `npm run staff` command does, given an open database; staff.ts handles arguments and exit codes.

import { hashPassword } from '../server/auth/passwords';
import type { Database } from '../server/db/client';
import { AppError } from '../server/errors';
import {
  createUser,
  findUserWithHash,
  hasUsers,
  listUsers,
  removeUser,
  setPassword,
  usernameTaken,
} from '../server/services/users';
import { newUsernameField, usernameField } from '../shared/credentials';
import { CliError } from './cli-error';
import { askNewPassword } from './read-password';

export const USAGE = `Usage: npm run staff -- <command>

  add NAME      create a staff account (asks for its password)
  list          show every staff account
  passwd NAME   set a new password (signs that account out everywhere)
  remove NAME   delete a staff account (signs it out everywhere)

On a terminal the password is asked for twice without showing it; otherwise one line is read from stdin:
  printf '%s\\n' 'the password' | npm run staff -- add coach1
With the embedded database (no DATABASE_URL) stop the server first.`;

export type StaffCommand = { name: 'list' } | { name: 'add' | 'passwd' | 'remove'; username: string };

/** The command the arguments name, or null when they name none (the caller prints USAGE). */
export function parseStaffArgs(args: string[]): StaffCommand | null {
  const [name, username, ...extra] = args;
  if (extra.length > 0) return null;
  if (name === 'list') return username === undefined ? { name } : null;
  if (name !== 'add' && name !== 'passwd' && name !== 'remove') return null;
  if (username === undefined) return null;
  // A new name follows today's rules; passwd and remove find any existing account, spaces and all.
  const parsed = (name === 'add' ? newUsernameField : usernameField).safeParse(username);
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid username', 2);
  return { name, username: parsed.data };
}

const noSuchAccount = (username: string) => new CliError(`There is no staff account named '${username}'.`);

export async function runStaffCommand(database: Database, command: StaffCommand): Promise<void> {
  const { db } = database;
  switch (command.name) {
    case 'list': {
      const users = await listUsers(db);
      if (users.length === 0) console.error('There are no staff accounts yet.');
      for (const user of users) console.log(user.username);
      return;
    }
    case 'add': {
      // Checked first so nobody types a password twice only to learn the name was taken.
      if (await findUserWithHash(db, command.username)) throw new CliError(`${usernameTaken().message}.`);
      const passwordHash = await hashPassword(await askNewPassword());
      try {
        await createUser(db, command.username, passwordHash);
      } catch (error) {
        if (error instanceof AppError) throw new CliError(`${error.message}.`);
        throw error;
      }
      console.log(`Added the staff account '${command.username}'.`);
      return;
    }
    case 'passwd': {
      if (!(await findUserWithHash(db, command.username))) throw noSuchAccount(command.username);
      const passwordHash = await hashPassword(await askNewPassword());
      if (!(await setPassword(db, command.username, passwordHash))) throw noSuchAccount(command.username);
      console.log(`Changed the password of '${command.username}'; any of its open sessions have ended.`);
      return;
    }
    case 'remove': {
      if (!(await removeUser(db, command.username))) throw noSuchAccount(command.username);
      console.log(`Removed the staff account '${command.username}'.`);
      if (!(await hasUsers(db))) {
        console.log('No staff account is left: the server prints a new setup link at its next start.');
      }
      return;
    }
  }
}
