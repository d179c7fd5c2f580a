import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import type { ContractTypeProvider } from '../api-contract';
import { codeOf } from '../db/unavailable';
import { routeOf, sendDatabaseUnavailable } from '../error-handler';
import { safeError } from '../logging/safe-error';
import { errorResponses } from '../response-schemas';

const ok = z.object({ status: z.literal('ok') });

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.get(
    '/healthz',
    { schema: { summary: 'The process is up', tags: ['health'], response: { 200: ok, ...errorResponses } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    { schema: { summary: 'The database is reachable', tags: ['health'], response: { 200: ok, ...errorResponses } } },
    async (request, reply) => {
      // Bounded by the pool's connection timeout and the statement timeout (src/server/db/client.ts).
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn(
          { err: safeError(error), code: codeOf(error), route: routeOf(request) },
          'database not reachable',
        );
        return sendDatabaseUnavailable(reply);
      }
    },
  );
}
