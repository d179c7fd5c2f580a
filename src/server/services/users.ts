// Staff accounts: the queries behind the auth and staff routes and the staff command. Rows leave this file without
// the password hash, which is read solely to check a password.
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { StaffAccess } from '../../shared/credentials';
import type { Role } from '../../shared/permissions';
import { sessions, setupCodes, staffTeams, teams, type User, users } from '../../shared/schema';
import type { Database, Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { AppError, forbidden, notFound } from '../errors';
import { hashSetupCode } from './setup-codes';
import { moveToTrash, restoreFromTrash, type TrashKind } from './trash';

const publicColumns = {
  id: users.id,
  username: users.username,
  mustChangePassword: users.mustChangePassword,
  role: users.role,
};
const accountColumns = { ...publicColumns, createdAt: users.createdAt, lastSignInAt: users.lastSignInAt };

/** A staff account as the portal lists it. */
export type Account = User & { createdAt: Date; lastSignInAt: Date | null };

type Row = { id: number; role: Role };

/** A Coach's teams, by id (an Admin or Editor has none: they are not limited to teams). */
export async function teamIdsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ teamId: staffTeams.teamId }).from(staffTeams).where(eq(staffTeams.userId, userId));
  return rows.map((row) => row.teamId).sort();
}

/** The rows with each one's teams, read in one query. */
async function withTeams<T extends Row>(db: Db, rows: T[]): Promise<(T & { teamIds: string[] })[]> {
  const coaches = rows.filter((row) => row.role === 'coach').map((row) => row.id);
  const links = coaches.length ? await db.select().from(staffTeams).where(inArray(staffTeams.userId, coaches)) : [];
  return rows.map((row) => ({
    ...row,
    teamIds: links
      .filter((link) => link.userId === row.id)
      .map((link) => link.teamId)
      .sort(),
  }));
}

const withTeamsOne = async <T extends Row>(db: Db, row: T) => (await withTeams(db, [row]))[0]!;

export const unknownTeams = () =>
  new AppError(400, 'Invalid input', [{ path: 'teamIds', message: 'Choose teams from the list of teams' }]);

/** The teams an account is given, checked to exist; none unless it is a Coach's. */
async function teamsFor(tx: Db, access: StaffAccess): Promise<string[]> {
  if (access.role !== 'coach') return [];
  const teamIds = [...new Set(access.teamIds)];
  const found = await tx.select({ id: teams.id }).from(teams).where(inArray(teams.id, teamIds));
  if (found.length !== teamIds.length) throw unknownTeams();
  return teamIds.sort();
}

async function setTeams(tx: Db, userId: number, teamIds: string[]): Promise<void> {
  await tx.delete(staffTeams).where(eq(staffTeams.userId, userId));
  if (teamIds.length) await tx.insert(staffTeams).values(teamIds.map((teamId) => ({ userId, teamId })));
}

export const LAST_ADMIN = 'The club needs at least one Admin: make another account Admin first';
export const lastAdmin = () => new AppError(409, LAST_ADMIN);

/**
 * Every account row, locked (`SELECT ... FOR UPDATE`) so that two Admins demoting or removing each other at the
 * same moment are taken one after the other, and the second finds the club would be left without an Admin.
 */
const lockedAccounts = (tx: Db) => tx.select({ id: users.id, role: users.role }).from(users).for('update');

/** Refuses a change that would leave accounts but no Admin among them. */
function assertAdminRemains(accounts: Row[], targetId: number, nextRole: Role | null): void {
  const target = accounts.find((account) => account.id === targetId);
  if (target?.role !== 'admin' || nextRole === 'admin') return;
  const admins = accounts.filter((account) => account.role === 'admin').length;
  const remaining = accounts.length - (nextRole === null ? 1 : 0);
  if (admins <= 1 && remaining > 0) throw lastAdmin();
}

export const usernameTaken = () =>
  new AppError(409, "That username is taken (capital letters do not count: 'Coach' and 'coach' are the same)");

/**
 * The account a typed name names: 'sarah k' finds 'Sarah K'. lower() on both sides, so the database decides what
 * a capital letter is, and the unique index on lower(username) is used and guarantees at most one match.
 */
const named = (username: string): SQL => sql`lower(${users.username}) = lower(${username})`;
export const setupCodeRefused = () =>
  forbidden('The setup code is missing, wrong or already used. Restart the server for a new setup link.');

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export async function findUserWithHash(db: Db, username: string): Promise<typeof users.$inferSelect | null> {
  const [row] = await db.select().from(users).where(named(username));
  return row ?? null;
}

/**
 * A typed name as the database compares names (its lower(), as in `named`): every spelling that finds one account
 * gives the same. JavaScript's toLowerCase is not the same rule ('İris' is 'i̇ris' to it, 'iris' to the database),
 * so anything counted per account is keyed on this.
 */
export async function nameAsCompared(db: Db, username: string): Promise<string> {
  const [row] = await db.select({ name: sql<string>`lower(${username})` }).from(sql`(select 1) as one`);
  return row!.name;
}

export async function listUsers(db: Db): Promise<User[]> {
  return withTeams(db, await db.select(publicColumns).from(users).orderBy(asc(users.username)));
}

export async function listAccounts(db: Db): Promise<Account[]> {
  return withTeams(db, await db.select(accountColumns).from(users).orderBy(asc(users.username)));
}

/**
 * Adds an account with its role and a Coach's teams (the register endpoint, the portal's staff section, the staff
 * command); a setup code can never outlive the first account, however that account was made.
 */
export function createUser(
  db: Db,
  username: string,
  passwordHash: string,
  // The column's default; every route states the access it grants (an Editor's when the request names none).
  access: StaffAccess = { role: 'admin', teamIds: [] },
): Promise<Account> {
  return db.transaction(async (tx) => {
    const teamIds = await teamsFor(tx, access);
    const [created] = await tx
      .insert(users)
      .values({ username, password: passwordHash, role: access.role })
      // The conflict is on the unique index of lower(username): 'Coach' when 'coach' exists.
      .onConflictDoNothing()
      .returning(accountColumns);
    if (!created) throw usernameTaken();
    await setTeams(tx, created.id, teamIds);
    await tx.delete(setupCodes);
    return { ...created, teamIds };
  });
}

/**
 * An Admin (or the staff command, callerId null) sets an account's role and a Coach's teams. The last Admin
 * stays one, whoever asks, themselves included. The account's sessions stay open: every request reads the role.
 */
export function setAccess(db: Db, targetId: number, access: StaffAccess): Promise<Account> {
  return db.transaction(async (tx) => {
    const accounts = await lockedAccounts(tx);
    if (!accounts.some((account) => account.id === targetId)) throw accountNotFound();
    assertAdminRemains(accounts, targetId, access.role);
    const teamIds = await teamsFor(tx, access);
    const [updated] = await tx
      .update(users)
      .set({ role: access.role })
      .where(eq(users.id, targetId))
      .returning(accountColumns);
    await setTeams(tx, targetId, teamIds);
    return { ...updated!, teamIds };
  });
}

/**
 * Creates the first account with a setup code. Consuming the code (DELETE ... RETURNING), inserting and removing
 * every other code happen in one transaction under the first-account lock, so of two simultaneous requests
 * exactly one succeeds.
 */
export function createFirstUser(
  database: Database,
  input: { username: string; passwordHash: string; setupCode: string },
): Promise<User> {
  // The first account is an Admin (the column's default): it is the club's way in to everything else.
  return database.withLock(LOCK_KEYS.firstAccount, (db) =>
    db.transaction(async (tx) => {
      const consumed = await tx
        .delete(setupCodes)
        .where(eq(setupCodes.codeHash, hashSetupCode(input.setupCode)))
        .returning({ codeHash: setupCodes.codeHash });
      if (consumed.length === 0) throw setupCodeRefused();
      const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
      if (existing) throw setupCodeRefused();
      const [created] = await tx
        .insert(users)
        .values({ username: input.username, password: input.passwordHash })
        .returning(publicColumns);
      // Other instances' (and earlier starts') codes end with this one: they exist only while no account does.
      await tx.delete(setupCodes);
      return { ...created!, teamIds: [] };
    }),
  );
}

/**
 * Sets a new password and ends the account's sessions: a password is usually changed because it leaked. Used by
 * the command line, whose user chose it: it is not a temporary one.
 */
export function setPassword(db: Db, username: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ password: passwordHash, mustChangePassword: false })
      .where(named(username))
      .returning({ id: users.id });
    if (!updated) return false;
    await tx.delete(sessions).where(eq(sessions.userId, updated.id));
    return true;
  });
}

/**
 * Deletes the account; its sessions go with it (foreign key cascade). The last Admin is kept while other accounts
 * remain; removing the very last account brings the setup link back.
 */
export function removeUser(db: Db, username: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const accounts = await lockedAccounts(tx);
    const [target] = await tx.select({ id: users.id }).from(users).where(named(username));
    if (!target) return false;
    assertAdminRemains(accounts, target.id, null);
    await tx.delete(users).where(eq(users.id, target.id));
    return true;
  });
}

/** Shown in the portal's staff list, so staff can spot an account nobody uses any more. */
export async function recordSignIn(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
}

/**
 * Sets a staff member's own new password and ends the account's other sessions (a password is usually changed
 * because it leaked); the session that asked (`keepSessionId`) stays signed in.
 */
export function changeOwnPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId: string,
): Promise<Account | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ password: passwordHash, mustChangePassword: false })
      .where(eq(users.id, userId))
      .returning(accountColumns);
    if (!updated) return null;
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
    return withTeamsOne(tx, updated);
  });
}

/**
 * An Admin gives a colleague who forgot their password a temporary one: the colleague's sessions end (whoever held
 * the old password is out) and their next sign-in must choose a new password before anything else. Not for one's
 * own account, which has Change My Password (with the current password).
 */
export function setTemporaryPassword(db: Db, callerId: number, targetId: number, passwordHash: string) {
  if (targetId === callerId) throw forbidden('Use Change My Password for your own account');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ password: passwordHash, mustChangePassword: true })
      .where(eq(users.id, targetId))
      .returning(accountColumns);
    if (!updated) throw accountNotFound();
    await tx.delete(sessions).where(eq(sessions.userId, targetId));
    return withTeamsOne(tx, updated);
  });
}

export const cannotRemoveSelf = () => forbidden('You cannot remove your own account');
export const cannotRemoveLast = () => new AppError(409, 'The last staff account cannot be removed');
export const accountNotFound = () => notFound('Staff account not found');

/**
 * A staff member removes a colleague's account; its sessions end with it (foreign key cascade). Every account row
 * is locked first, so two staff removing each other at the same moment are taken one after the other and the
 * second finds that only one account would be left.
 */
export function removeColleague(db: Db, callerId: number, targetId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const accounts = await lockedAccounts(tx);
    if (!accounts.some((account) => account.id === targetId)) throw accountNotFound();
    if (targetId === callerId) throw cannotRemoveSelf();
    if (accounts.length <= 1) throw cannotRemoveLast();
    assertAdminRemains(accounts, targetId, null);
    // Kept a few minutes for Undo (ADR 031); its sessions end now and stay ended.
    await moveToTrash(tx, STAFF_TRASH, targetId, callerId);
  });
}

/** What the trash calls a staff account. */
export const STAFF_TRASH: TrashKind = {
  entity: 'staff',
  table: users,
  noun: 'staff account',
  clash: 'an account with its username has been added since',
};

/** Undoes a removal: the account as it was (password included), signed out. */
export async function restoreColleague(db: Db, id: number): Promise<Account> {
  await db.transaction((tx) => restoreFromTrash(tx, STAFF_TRASH, id));
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  if (!row) throw accountNotFound();
  return withTeamsOne(db, row);
}
