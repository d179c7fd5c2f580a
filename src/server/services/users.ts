// Staff accounts: the queries behind the auth routes and the staff command. Rows leave this file as
// { id, username } only; the password hash is read solely for sign-in.
import { asc, eq } from 'drizzle-orm';
import { sessions, setupCodes, type User, users } from '../../shared/schema';
import { hashSetupCode } from '../auth/setup-code';
import type { Database, Db } from '../db/client';
import { LOCK_KEYS } from '../db/migrate';
import { AppError, forbidden } from '../errors';

const publicColumns = { id: users.id, username: users.username };

export const usernameTaken = () => new AppError(409, 'That username is taken');
export const setupCodeRefused = () =>
  forbidden('The setup code is missing, wrong or already used. Restart the server for a new setup link.');

export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export async function findUserWithHash(db: Db, username: string): Promise<(User & { password: string }) | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row ?? null;
}

export function listUsers(db: Db): Promise<User[]> {
  return db.select(publicColumns).from(users).orderBy(asc(users.username));
}

/** Adds an account; a setup code can never outlive the first account, however that account was made. */
export function createUser(db: Db, username: string, passwordHash: string): Promise<User> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ username, password: passwordHash })
      .onConflictDoNothing({ target: users.username })
      .returning(publicColumns);
    if (!created) throw usernameTaken();
    await tx.delete(setupCodes);
    return created;
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
      return created!;
    }),
  );
}

/** Sets a new password and ends the account's sessions: a password is usually changed because it leaked. */
export function setPassword(db: Db, username: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ password: passwordHash })
      .where(eq(users.username, username))
      .returning({ id: users.id });
    if (!updated) return false;
    await tx.delete(sessions).where(eq(sessions.userId, updated.id));
    return true;
  });
}

/** Deletes the account; its sessions go with it (foreign key cascade). */
export async function removeUser(db: Db, username: string): Promise<boolean> {
  const removed = await db.delete(users).where(eq(users.username, username)).returning({ id: users.id });
  return removed.length > 0;
}
