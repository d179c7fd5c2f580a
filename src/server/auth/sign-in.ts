// Signing a staff member in: shared by the JSON sign-in of the portal and the plain form /auth posts without
// JavaScript, so both count failures alike, refuse alike and set the same session cookie.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/schema';
import { AppError } from '../errors';
import { waitText } from '../limits/counters';
import { retryAfterSeconds } from '../limits/per-address';
import { findUserWithHash, nameAsCompared, recordSignIn, teamIdsOf } from '../services/users';
import { createLoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { createSession, deleteSession, SESSION_COOKIE, sessionLimits } from './sessions';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export const sessionCookieOptions = (app: FastifyInstance): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: app.env.PUBLIC_URL?.startsWith('https://') ?? false,
});

/** Starts a session for user and hands its cookie to the browser. */
export async function startSession(app: FastifyInstance, reply: FastifyReply, user: User): Promise<void> {
  const { token, expiresAt } = await createSession(app.db, user.id, app.now(), sessionLimits(app.env));
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(app), expires: expiresAt });
}

export type SignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { username: string; password: string },
) => Promise<User>;

/** Checks the credentials and starts a session, or throws 429 (too many failures) or 401 (wrong name or password). */
export function createSignIn(app: FastifyInstance): SignIn {
  const throttle = createLoginThrottle(app.db, { now: app.now });
  return async (request, reply, { username, password }) => {
    // Counted per account, whatever the spelling: the database's form of the name, which is how it finds one.
    const account = await nameAsCompared(app.db, username);
    const wait = await throttle.attempt(request.ip, account);
    if (wait > 0) {
      reply.header('retry-after', retryAfterSeconds(wait));
      throw new AppError(429, `Too many sign-in attempts. Please try again in ${waitText(wait)}.`);
    }
    const found = await findUserWithHash(app.db, username);
    // Runs for unknown names too (against a dummy hash), so timing does not tell them apart.
    const valid = await verifyPassword(found?.password, password);
    if (!found || !valid) throw new AppError(401, INVALID_CREDENTIALS);
    await throttle.succeeded(request.ip, account);
    // A fresh token at every sign-in; a token the browser held before (perhaps planted) is ended.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await deleteSession(app.db, previous);
    const user: User = {
      id: found.id,
      username: found.username,
      mustChangePassword: found.mustChangePassword,
      role: found.role,
      teamIds: found.role === 'coach' ? await teamIdsOf(app.db, found.id) : [],
    };
    await startSession(app, reply, user);
    await recordSignIn(app.db, user.id, app.now());
    return user;
  };
}
