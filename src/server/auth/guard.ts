// Every admin call passes through requireStaff: the session is checked on the server for each request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/schema';
import { forbidden, unauthorized } from '../errors';
import { findSessionUser, SESSION_COOKIE, sessionLimits } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

/** The signed-in user of this request, or null; looked up once per request. */
export async function currentUser(request: FastifyRequest): Promise<User | null> {
  if (request.user !== null) return request.user;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  request.user = await findSessionUser(request.server.db, token, sessionLimits(request.server.env));
  return request.user;
}

export const PASSWORD_CHANGE_NEEDED =
  'Your password is a temporary one: change it in Staff Accounts before doing anything else';

/** Signed in with a password of one's own: every admin call but changing a temporary password needs this. */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  if (user.mustChangePassword) throw forbidden(PASSWORD_CHANGE_NEEDED);
}

/** Signed in, even with a temporary password: for changing it, the one thing such an account may do. */
export async function requireSignedIn(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await currentUser(request))) throw unauthorized();
}
