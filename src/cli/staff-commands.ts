// What each `npm run staff` command does, given an open database; staff.ts handles arguments and exit codes.

import { asc } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../server/auth/passwords';
import type { Database, Db } from '../server/db/client';
import { AppError } from '../server/errors';
import {
  createUser,
  findUserWithHash,
  hasUsers,
  listUsers,
  removeUser,
  setAccess,
  setPassword,
  usernameTaken,
} from '../server/services/users';
import { COACH_NEEDS_TEAMS, newUsernameField, usernameField } from '../shared/credentials';
import { isRole, ROLE_LABELS, type Role } from '../shared/permissions';
import { teams } from '../shared/schema';
import { CliError } from './cli-error';
import { askNewPassword } from './read-password';

export const USAGE = `Usage: npm run staff -- <command>

  add NAME [--role ROLE] [--team TEAM]...
                create a staff account (asks for its password); an Admin unless --role says otherwise
  role NAME ROLE [--team TEAM]...
                set an account's role: admin, editor, coach or treasurer (a Coach names each of their teams with --team)
  list          show every staff account with its role and teams
  passwd NAME   set a new password (signs that account out everywhere)
  remove NAME   delete a staff account (signs it out everywhere)

Teams are named as on the website, capital letters aside: --team "U14 Development". The last Admin can be
neither given another role nor removed while other accounts remain.
On a terminal the password is asked for twice without showing it; otherwise one line is read from stdin:
  printf '%s\\n' 'the password' | npm run staff -- add coach1 --role coach --team "U14 Development"
With the embedded database (no DATABASE_URL) stop the server first.`;

/** A role and the teams named with --team (names as typed; found when the command runs). */
type Access = { role: Role; teams: string[] };

export type StaffCommand =
  | { name: 'list' }
  | { name: 'passwd' | 'remove'; username: string }
  | ({ name: 'add' | 'role'; username: string } & Access);

/** The words and the --role and --team options, in any order; null when an option is unknown or lacks its value. */
function splitOptions(args: string[]): { words: string[]; role?: string; teams: string[] } | null {
  const words: string[] = [];
  const teams: string[] = [];
  let role: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s, 2) as [string, string?]) : [arg];
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined || (flag !== '--role' && flag !== '--team')) return null;
    if (flag === '--role') role = value;
    else teams.push(value);
  }
  return { words, role, teams };
}

/** A role as typed, checked with the teams named for it. */
function accessOf(role: string, teams: string[]): Access {
  const lower = role.toLowerCase();
  if (!isRole(lower)) throw new CliError(`There is no role '${role}': choose admin, editor, coach or treasurer.`, 2);
  if (lower === 'coach' && teams.length === 0) {
    throw new CliError(`${COACH_NEEDS_TEAMS}: add --team "Team name" for each.`, 2);
  }
  if (lower !== 'coach' && teams.length > 0) {
    throw new CliError('Only a Coach has teams: leave out --team, or choose --role coach.', 2);
  }
  return { role: lower, teams };
}

/** The command the arguments name, or null when they name none (the caller prints USAGE). */
export function parseStaffArgs(args: string[]): StaffCommand | null {
  const split = splitOptions(args);
  if (!split) return null;
  const { words, role, teams } = split;
  const [name, username, roleWord, ...extra] = words;
  const hasOptions = role !== undefined || teams.length > 0;
  if (name === 'list') return username === undefined && !hasOptions ? { name } : null;
  if (name !== 'add' && name !== 'passwd' && name !== 'remove' && name !== 'role') return null;
  if (username === undefined || extra.length > 0) return null;
  if (name === 'role' ? roleWord === undefined || role !== undefined : roleWord !== undefined) return null;
  if ((name === 'passwd' || name === 'remove') && hasOptions) return null;
  // A new name follows today's rules; the other commands find any existing account, spaces and all.
  const parsed = (name === 'add' ? newUsernameField : usernameField).safeParse(username);
  if (!parsed.success) throw new CliError(parsed.error.issues[0]?.message ?? 'Invalid username', 2);
  if (name === 'passwd' || name === 'remove') return { name, username: parsed.data };
  return { name, username: parsed.data, ...accessOf(name === 'role' ? roleWord! : (role ?? 'admin'), teams) };
}

/** The ids of the teams named, found without regard to capital letters; an unknown name lists the teams there are. */
async function findTeams(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const all = await db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name));
  return names.map((typed) => {
    const found = all.filter((team) => team.name.trim().toLowerCase() === typed.trim().toLowerCase());
    if (found.length === 1) return found[0]!.id;
    if (found.length > 1) throw new CliError(`Several teams are named '${typed}': rename one on the website first.`);
    const known = all.length ? `The teams are: ${all.map((team) => team.name).join(', ')}.` : 'There are no teams yet.';
    throw new CliError(`There is no team named '${typed}'. ${known}`);
  });
}

/** 'Admin', or 'Coach of U14 Development, U16 Competitive'. */
async function describeAccess(db: Db, role: Role, teamIds: string[]): Promise<string> {
  if (teamIds.length === 0) return ROLE_LABELS[role];
  const named = await db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(asc(teams.name));
  const names = named.filter((team) => teamIds.includes(team.id)).map((team) => team.name);
  return `${ROLE_LABELS[role]} of ${names.join(', ')}`;
}

/** A refusal of the services (a taken name, the last Admin) as the command says it. */
async function explained<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new CliError(`${error.message}.`);
    throw error;
  }
}

const noSuchAccount = (username: string) => new CliError(`There is no staff account named '${username}'.`);

export async function runStaffCommand(database: Database, command: StaffCommand): Promise<void> {
  const { db } = database;
  switch (command.name) {
    case 'list': {
      const users = await listUsers(db);
      if (users.length === 0) console.error('There are no staff accounts yet.');
      for (const user of users) console.log(`${user.username} (${await describeAccess(db, user.role, user.teamIds)})`);
      return;
    }
    case 'add': {
      // Checked first so nobody types a password twice only to learn the name or a team was wrong.
      if (await findUserWithHash(db, command.username)) throw new CliError(`${usernameTaken().message}.`);
      const teamIds = await findTeams(db, command.teams);
      const passwordHash = await hashPassword(await askNewPassword());
      await explained(() => createUser(db, command.username, passwordHash, { role: command.role, teamIds }));
      const access = await describeAccess(db, command.role, teamIds);
      console.log(`Added the staff account '${command.username}' (${access}).`);
      return;
    }
    case 'role': {
      const found = await findUserWithHash(db, command.username);
      if (!found) throw noSuchAccount(command.username);
      const teamIds = await findTeams(db, command.teams);
      await explained(() => setAccess(db, found.id, { role: command.role, teamIds }));
      console.log(`The role of '${found.username}' is now ${await describeAccess(db, command.role, teamIds)}.`);
      return;
    }
    case 'passwd': {
      const found = await findUserWithHash(db, command.username);
      if (!found) throw noSuchAccount(command.username);
      const password = await askNewPassword();
      // As in the portal: the same password again would clear a temporary one's 'must change' and keep it.
      if (await verifyPassword(found.password, password)) {
        throw new CliError('Choose a new password, not the one the account has now.');
      }
      const passwordHash = await hashPassword(password);
      if (!(await setPassword(db, command.username, passwordHash))) throw noSuchAccount(command.username);
      console.log(`Changed the password of '${command.username}'; any of its open sessions have ended.`);
      return;
    }
    case 'remove': {
      if (!(await explained(() => removeUser(db, command.username)))) throw noSuchAccount(command.username);
      console.log(`Removed the staff account '${command.username}'.`);
      if (!(await hasUsers(db))) {
        console.log('No staff account is left: the server prints a new setup link at its next start.');
      }
      return;
    }
  }
}
