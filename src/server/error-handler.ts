// Every error becomes JSON `{ message, issues? }` with the status docs/architecture.md "Errors" names; 5xx details stay
// in the log, without the values the request carried (src/server/logging/safe-error.ts).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeOf, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import { AppError } from './errors';
import { safeError } from './logging/safe-error';
import { drainRefusedBody, FILE_TOO_LARGE } from './media/multipart';

/** Postgres SQLSTATE classes a client can cause, mapped to a status and a readable reason. */
function fromClientDataError(code: string | undefined): { status: number; message: string } | null {
  if (code === undefined || code.length !== 5 || !/^[0-9A-Z]+$/.test(code)) return null;
  if (code === '23505') return { status: 409, message: 'That already exists' };
  if (code === '23503') return { status: 400, message: 'It refers to something that does not exist' };
  // Class 22 is data the database cannot take (a NUL byte in text, a date out of range...), class 23 other
  // constraint violations: both come from what was sent, so they are the client's 400, not our 500.
  if (code.startsWith('22') || code.startsWith('23')) return { status: 400, message: 'Invalid input' };
  return null;
}

/** Method and route pattern: the URL itself may carry a token in its query or an id in its path. */
export const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/** A body declared but not read to its end (app.inject's stand-in requests say nothing: they are whole). */
const bodyStillArriving = (request: FastifyRequest) =>
  request.raw.complete === false &&
  (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined);

/** A database that is down, busy or refusing: the client may try again shortly. */
export function sendDatabaseUnavailable(reply: FastifyReply): FastifyReply {
  return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: 'Database unavailable' });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A body refused part-way (or before it was read at all) may still be arriving: read and discard a bounded
    // amount, so the client (which may only read our answer once it has sent everything) gets the answer
    // rather than a reset connection. Fastify asks to close the connection; the drain decides instead.
    if (bodyStillArriving(request)) {
      reply.removeHeader('connection');
      drainRefusedBody(request);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, issues: error.issues });
    }
    const code = codeOf(error);
    const logged = { err: safeError(error), code, route: routeOf(request) };
    if (isDatabaseUnavailable(error)) {
      request.log.error(logged, 'database unavailable');
      return sendDatabaseUnavailable(reply);
    }
    const fromDb = fromClientDataError(code);
    if (fromDb) return reply.status(fromDb.status).send({ message: fromDb.message });
    if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.status(413).send({ message: FILE_TOO_LARGE });
    // Fastify's own client errors (bad JSON, wrong content type, too many parts...) keep their 4xx status.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error(logged, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such path: ${request.method} ${request.url.split('?')[0]}` });
  });
}
