// A limit on how often one client address may call a route (enquiries, registration), counted in the database.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { countHit, waitText } from './counters';

export type AddressLimit = {
  /** Names the counter: `${name}:${address}`. */
  name: string;
  max: number;
  minutes: number;
  /** The 429 message, given the wait as text ("10 minutes"). */
  message: (wait: string) => string;
  /** Requests for which this answers true are neither counted nor limited. */
  exempt?: (request: FastifyRequest) => Promise<boolean>;
};

/**
 * Counts one request from its address, and answers the milliseconds it must wait when the address is over the
 * limit (0 when it may go on). For routes that answer the refusal themselves (a page rather than JSON).
 */
export async function countAddress(request: FastifyRequest, limit: AddressLimit): Promise<number> {
  if (limit.exempt && (await limit.exempt(request))) return 0;
  // The app's clock, so a test can move past the window.
  const now = request.server.now();
  const [hit] = await countHit(request.server.db, [`${limit.name}:${request.ip}`], limit.minutes * 60_000, now);
  if (!hit || hit.count <= limit.max) return 0;
  return Math.max(1000, hit.resetAt.getTime() - now.getTime());
}

/** Retry-After for a wait in milliseconds (whole seconds, at least one). */
export const retryAfterSeconds = (wait: number) => Math.max(1, Math.ceil(wait / 1000));

/**
 * An onRequest hook: counts the request before its body is read, and refuses it with 429 and Retry-After once
 * the address is over the limit. A database error goes to the error handler like any other.
 */
export function limitPerAddress(limit: AddressLimit) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const wait = await countAddress(request, limit);
    if (wait === 0) return;
    reply.header('retry-after', retryAfterSeconds(wait));
    throw new AppError(429, limit.message(waitText(wait)));
  };
}
