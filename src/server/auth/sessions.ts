// Server-side sessions: the cookie holds a random 256-bit token; the database holds only its SHA-256.
// A session ends after SESSION_IDLE_HOURS without use (sliding) and SESSION_MAX_DAYS after sign-in at the
// latest: staff often use shared computers, where a forgotten session should not stay open for a month.
// `now` is the app's clock (app.now()), so a test can move a session past its end.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import { sessions, type User, users } from '../../shared/schema';
import type { Db } from '../db/client';
import { type Env, parseEnv } from '../env';
import { teamIdsOf } from '../services/users';

export const SESSION_COOKIE = 'sid';

export type SessionLimits = { idleMs: number; maxMs: number };

export const sessionLimits = (env: Pick<Env, 'SESSION_IDLE_HOURS' | 'SESSION_MAX_DAYS'>): SessionLimits => ({
  idleMs: env.SESSION_IDLE_HOURS * 60 * 60 * 1000,
  maxMs: env.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000,
});

/** The environment's defaults, for callers without an app (the staff command, tests). */
const DEFAULT_LIMITS = sessionLimits(parseEnv({}));

/** A use is written down only when the last one recorded is older than this: no write on every request. */
const RECORD_USE_AFTER_MS = 60 * 1000;

/** The id a session is stored under: the SHA-256 of its cookie token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  limits = DEFAULT_LIMITS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  // The hard end; the cookie expires then too.
  const expiresAt = new Date(now.getTime() + limits.maxMs);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt, createdAt: now, lastUsedAt: now });
  // Ended sessions are swept here, at sign-in, rather than by a timer every instance would run.
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, new Date(now.getTime() - limits.idleMs))));
  return { token, expiresAt };
}

/** The session's user while the session lasts, recording the use (at most once a minute); otherwise null. */
export async function findSessionUser(db: Db, token: string, now: Date, limits = DEFAULT_LIMITS): Promise<User | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      mustChangePassword: users.mustChangePassword,
      role: users.role,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        // Also from created_at, so lowering SESSION_MAX_DAYS ends sessions that are already older.
        gt(sessions.createdAt, new Date(now.getTime() - limits.maxMs)),
        gt(sessions.lastUsedAt, new Date(now.getTime() - limits.idleMs)),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= RECORD_USE_AFTER_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
  }
  const teamIds = row.role === 'coach' ? await teamIdsOf(db, row.id) : [];
  return { id: row.id, username: row.username, mustChangePassword: row.mustChangePassword, role: row.role, teamIds };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}
