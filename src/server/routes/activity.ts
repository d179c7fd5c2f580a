// The activity log for Admins (ADR 043): a page of entries with the filters' choices, and the same
// entries as a CSV file. The entries are written by the writes themselves (server/activity/record.ts).
import type { FastifyInstance } from 'fastify';
import { activityCsv, activityFilters, activityPage, activityQuery, parseActivityQuery } from '../activity/read';
import type { ContractTypeProvider } from '../api-contract';
import { activityPageSchema, csvFile, errorResponses, staffOnly } from '../response-schemas';
import { csvDownload } from './route-helpers';

const tags = ['activity'];
const FILTERS = '?person= (an account id), ?section=, ?from= and ?to= (club days, YYYY-MM-DD, both included)';

export async function activityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...staffOnly, ...parts });

  app.get(
    '/api/admin/activity',
    {
      config: { permission: 'activity' },
      schema: contract(`Who changed what, newest first, 50 a page (?page=); ${FILTERS}`, {
        querystring: activityQuery,
        response: { 200: activityPageSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const query = parseActivityQuery(activityQuery, request.query);
      return activityPage(app.db, query, app.env.CLUB_TIMEZONE);
    },
  );

  app.get(
    '/api/admin/activity.csv',
    {
      config: { permission: 'activity' },
      schema: contract(`The activity log as a CSV file (UTF-8), newest first; ${FILTERS}`, {
        querystring: activityFilters,
        response: { 200: csvFile, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const filters = parseActivityQuery(activityFilters, request.query);
      csvDownload(reply, 'activity');
      return activityCsv(app.db, filters, app.env.CLUB_TIMEZONE);
    },
  );
}
