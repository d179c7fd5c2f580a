// Every admin call passes through requireStaff: the session is checked on the server for each request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../shared/schema';
import { unauthorized } from '../errors';
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

export async function requireStaff(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await currentUser(request))) throw unauthorized();
}
