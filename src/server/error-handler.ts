// Every error becomes JSON `{ message, issues? }` with the status of design.md; 5xx details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors';

type PgError = { code?: string };

/** Postgres SQLSTATE classes a client can cause, mapped to a status and a readable reason. */
function fromDatabaseError(error: PgError): { status: number; message: string } | null {
  switch (error.code) {
    case '23505':
      return { status: 409, message: 'That already exists' };
    case '23503':
      return { status: 400, message: 'It refers to something that does not exist' };
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '22001':
      return { status: 400, message: 'Invalid input' };
    case '57P01':
    case '57P03':
    case '53300':
    case '08000':
    case '08003':
    case '08006':
      return { status: 503, message: 'Database unavailable' };
    default:
      return null;
  }
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & PgError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, issues: error.issues });
    }
    const fromDb = fromDatabaseError(error);
    if (fromDb) {
      if (fromDb.status >= 500) request.log.error(error);
      return reply.status(fromDb.status).send({ message: fromDb.message });
    }
    if (error.code && CONNECTION_ERRORS.has(error.code)) {
      request.log.error(error);
      return reply.status(503).send({ message: 'Database unavailable' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'Image must be less than 20MB' });
    }
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
