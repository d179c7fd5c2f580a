// What every route file reads a request with (a JSON body checked against its schema, the id in the path), and how
// a staff export is sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { AppError, parseInput } from '../errors';

/** The path's id of a row: a uuid. */
export const idParams = z.object({ id: z.uuid() });

/** The path's id of a staff account: a PostgreSQL integer; anything else names no account. */
export const accountIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * The id in the path, read with `params` (idParams by default); a malformed id cannot name a row, so it throws
 * `notFound()` (a 404), not a server error.
 */
export function idFromPath(request: FastifyRequest, notFound: () => Error): string;
export function idFromPath<T>(request: FastifyRequest, notFound: () => Error, params: z.ZodType<{ id: T }>): T;
export function idFromPath(
  request: FastifyRequest,
  notFound: () => Error,
  params: z.ZodType<{ id: unknown }> = idParams,
): unknown {
  const result = params.safeParse(request.params);
  if (!result.success) throw notFound();
  return result.data.id;
}

/**
 * Validates a JSON body. Fastify also accepts multipart bodies on every route (the upload plugin is global),
 * and those would otherwise reach validation as "nothing sent".
 */
export function parseJsonBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError(415, 'Send this request as application/json');
  }
  return parseInput(schema, request.body);
}

/**
 * Sends the answer as a CSV download named after the club's day ('enquiries-2026-11-27.csv': a file made at 8 am in
 * Port Moresby is not named after yesterday). Staff exports hold families' details: like every answer under
 * /api/admin they are marked for no cache to keep (security-headers.ts).
 */
export function csvDownload(reply: FastifyReply, name: string): void {
  const { server } = reply.request;
  const day = server.today();
  reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
}
