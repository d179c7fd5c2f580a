// The portal's Visitors section and Sponsor report, for Admins and Editors: page views per club day, the
// top pages and where visitors came from; and a sponsor's impressions and clicks by month. Both read what the
// instances have written (every VISIT_FLUSH_SECONDS), not the counts an instance still holds in memory.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { sponsors } from '../../shared/schema';
import { MAX_REPORT_MONTHS, MONTH, monthsBetween, VISITOR_PERIODS } from '../../shared/visits';
import type { ContractTypeProvider } from '../api-contract';
import { notFound, parseInput } from '../errors';
import { errorResponses, named, staffOnly } from '../response-schemas';
import { readSponsorMonths, readVisitors } from '../visits/visit-store';

const tags = ['visitors'];

const visitorsQuery = z.object({
  days: z
    .enum(VISITOR_PERIODS.map(String) as [string, ...string[]], { error: 'days must be 30 or 90' })
    .default('30')
    .transform(Number),
});

const month = (name: string) =>
  z.string({ error: `${name} must be a month as YYYY-MM` }).regex(MONTH, {
    message: `${name} must be a month as YYYY-MM`,
  });

const sponsorReportQuery = z
  .object({ sponsor: z.string({ error: 'Choose a sponsor' }), from: month('from'), to: month('to') })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => q.from > q.to || monthsBetween(q.from, q.to).length <= MAX_REPORT_MONTHS, {
    message: `A report covers at most ${MAX_REPORT_MONTHS} months`,
    path: ['to'],
  });

const views = z.number().int().min(0);

const visitorsReportSchema = named(
  'VisitorsReport',
  z.object({
    days: z.array(z.object({ day: z.iso.date(), views })),
    pages: z.array(z.object({ path: z.string(), views })),
    sources: z.array(z.object({ source: z.string(), views })),
    withinSite: views,
    total: views,
  }),
);

const sponsorReportSchema = named(
  'SponsorReport',
  z.object({
    sponsor: z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string(), websiteUrl: z.string().nullable() }),
    months: z.array(z.object({ month: z.string().regex(MONTH), impressions: views, clicks: views })),
    totals: z.object({ impressions: views, clicks: views }),
  }),
);

const noSuchSponsor = () => notFound('No such sponsor');

export async function visitorAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...staffOnly, ...parts });

  app.get(
    '/api/admin/visitors',
    {
      config: { permission: 'visitors' },
      schema: contract('Page views per club day of the last ?days= (30 or 90), the top pages and the sources', {
        querystring: visitorsQuery,
        response: { 200: visitorsReportSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const { days } = parseInput(visitorsQuery, request.query);
      const today = app.today();
      return readVisitors(app.db, today, days);
    },
  );

  app.get(
    '/api/admin/sponsor-report',
    {
      config: { permission: 'visitors' },
      schema: contract(
        "A sponsor's logo impressions and website visits by month, ?sponsor= (its id), ?from= and ?to= (YYYY-MM, both included)",
        { querystring: sponsorReportQuery, response: { 200: sponsorReportSchema, ...errorResponses } },
      ),
    },
    async (request) => {
      const query = parseInput(sponsorReportQuery, request.query);
      if (!z.uuid().safeParse(query.sponsor).success) throw noSuchSponsor();
      const [sponsor] = await app.db
        .select({ id: sponsors.id, name: sponsors.name, logoUrl: sponsors.logoUrl, websiteUrl: sponsors.websiteUrl })
        .from(sponsors)
        .where(eq(sponsors.id, query.sponsor));
      if (!sponsor) throw noSuchSponsor();
      return { sponsor, ...(await readSponsorMonths(app.db, sponsor.id, query.from, query.to)) };
    },
  );
}
