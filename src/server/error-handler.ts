// Every error becomes JSON `{ message, issues? }` with the status of design.md; 5xx details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { drainRefusedBody, FILE_TOO_LARGE } from './media/multipart';

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

type PgError = { code?: string; cause?: unknown };

/** Drizzle wraps a driver's error in its own (`cause`); the SQLSTATE or socket code sits on the driver's. */
function codeOf(error: PgError): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as PgError;
    if (typeof code === 'string') return code;
    current = cause;
  }
  return undefined;
}

/** Postgres SQLSTATE classes a client can cause, mapped to a status and a readable reason. */
function fromDatabaseError(code: string | undefined): { status: number; message: string } | null {
  if (code === undefined) return null;
  if (CONNECTION_ERRORS.has(code)) return { status: 503, message: 'Database unavailable' };
  if (code.length !== 5 || !/^[0-9A-Z]+$/.test(code)) return null;
  if (code === '23505') return { status: 409, message: 'That already exists' };
  if (code === '23503') return { status: 400, message: 'It refers to something that does not exist' };
  // Class 22 is data the database cannot take (a NUL byte in text, a date out of range...), class 23 other
  // constraint violations: both come from what was sent, so they are the client's 400, not our 500.
  if (code.startsWith('22') || code.startsWith('23')) return { status: 400, message: 'Invalid input' };
  // Class 08 is a lost connection, 57P0x a server shutting down, 53300 too many connections.
  if (code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300') {
    return { status: 503, message: 'Database unavailable' };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    // A form refused part-way (or before it was read at all) may still be arriving.
    if (request.isMultipart()) drainRefusedBody(request);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, issues: error.issues });
    }
    const code = codeOf(error);
    const fromDb = fromDatabaseError(code);
    if (fromDb) {
      if (fromDb.status >= 500) request.log.error(error);
      return reply.status(fromDb.status).send({ message: fromDb.message });
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.status(413).send({ message: FILE_TOO_LARGE });
    // Fastify's own client errors (bad JSON, wrong content type, too many parts...) keep their 4xx status.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such path: ${request.method} ${request.url.split('?')[0]}` });
  });
}
