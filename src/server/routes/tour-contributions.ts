// The money given to a tour, for Admins and the Treasurer: the tour's contributions with the supporters' names
// and references opened and their computed total, recording, correcting and deleting one, and the list as a CSV
// file. Names and references are families' details: no cache keeps these answers, no log or activity entry names
// them. A write clears the public tour's cached answers and pages (cache/write-scope.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { type ContributionForStaff, contributionSchemaOn } from '../../shared/contribution-form';
import { CONTRIBUTION_METHOD_LABELS } from '../../shared/tours';
import { contributionActivity } from '../activity/contribution-activity';
import type { ContractTypeProvider } from '../api-contract';
import { toCsv } from '../csv';
import {
  csvFile,
  errorResponses,
  noContent,
  STALE_UPDATE,
  staleResponses,
  tourContributionSchema,
  tourContributionsSchema,
} from '../response-schemas';
import { editOf, parseVersioned, withVersion } from '../services/edit-version';
import {
  contributionNotFound,
  createContribution,
  deleteContribution,
  listContributions,
  tourNotFound,
  tourOf,
  updateContribution,
} from '../tours/contributions';
import { csvDownload, idFromPath, idParams, parseJsonBody } from './route-helpers';

const tags = ['tours'];

const contributionParams = z.object({ id: z.uuid(), cid: z.uuid() });

/** The form as the API document shows it: the amount typed in kina, the rest as the portal sends it. */
const contributionBody = contributionSchemaOn(() => '9999-12-31');

const CSV_COLUMNS = [
  'Date',
  'Supporter',
  'Amount (PGK)',
  'Method',
  'Sponsor',
  'Reference',
  'Name shown',
  'Amount shown',
];

/** Plain numbers ('250.50') so a spreadsheet can add them up; the header names the currency. */
const kinaCell = (toea: number) => (toea / 100).toFixed(2);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const csvRow = (c: ContributionForStaff) => [
  c.receivedOn,
  c.supporterName,
  kinaCell(c.amountToea),
  CONTRIBUTION_METHOD_LABELS[c.method],
  c.sponsorName ?? '',
  c.reference ?? '',
  yesNo(c.showName),
  yesNo(c.showAmount),
];

const tourIdOf = (request: FastifyRequest) => idFromPath(request, tourNotFound);

/** The tour's id and the contribution's; a malformed contribution id names none (404). */
function idsOf(request: FastifyRequest): { tourId: string; id: string } {
  const tourId = tourIdOf(request);
  const read = contributionParams.safeParse(request.params);
  if (!read.success) throw contributionNotFound();
  return { tourId, id: read.data.cid };
}

export async function tourContributionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });
  /** The form's rules on the club's today, in CLUB_TIMEZONE at the app's time. */
  const schema = () => contributionSchemaOn(app.today);

  app.get(
    '/api/admin/tours/:id/contributions',
    {
      config: { permission: 'contributions' },
      schema: contract("A tour's contributions, newest first, with the supporters' names, and their total", {
        params: idParams,
        response: { 200: tourContributionsSchema, ...errorResponses },
      }),
    },
    async (request) => {
      return listContributions(app.db, app.sealer, tourIdOf(request));
    },
  );

  app.get(
    '/api/admin/tours/:id/contributions.csv',
    {
      config: { permission: 'contributions' },
      schema: contract("A tour's contributions as a CSV file (UTF-8), newest first", {
        params: idParams,
        response: { 200: csvFile, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { contributions } = await listContributions(app.db, app.sealer, tourIdOf(request));
      csvDownload(reply, 'tour-contributions');
      return toCsv(CSV_COLUMNS, contributions.map(csvRow));
    },
  );

  app.post(
    '/api/admin/tours/:id/contributions',
    {
      config: { permission: 'contributions' },
      schema: contract(
        'Record money given to a tour: the amount in kina as typed (250 or 250.50), the day, the supporter and how it was paid',
        { params: idParams, body: contributionBody, response: { 201: tourContributionSchema, ...errorResponses } },
      ),
    },
    async (request, reply) => {
      // The form's problems first: they are what the person can fix.
      const values = parseJsonBody(request, schema());
      const tour = await tourOf(app.db, tourIdOf(request));
      const created = await createContribution(app.db, app.sealer, tour.id, values, app.now());
      await contributionActivity.recorded(request, tour);
      reply.status(201);
      return created;
    },
  );

  app.put(
    '/api/admin/tours/:id/contributions/:cid',
    {
      config: { permission: 'contributions' },
      schema: contract('Correct a contribution: the whole form again, with the updatedAt it was read at', {
        description: STALE_UPDATE,
        params: contributionParams,
        body: withVersion(contributionBody),
        response: { 200: tourContributionSchema, ...staleResponses },
      }),
    },
    async (request) => {
      parseJsonBody(request, z.unknown());
      const { values, version } = parseVersioned(schema(), request.body);
      const { tourId, id } = idsOf(request);
      const tour = await tourOf(app.db, tourId);
      const updated = await updateContribution(app.db, app.sealer, tour.id, id, values, editOf(app, version));
      await contributionActivity.changed(request, tour);
      return updated;
    },
  );

  app.delete(
    '/api/admin/tours/:id/contributions/:cid',
    {
      config: { permission: 'contributions' },
      schema: contract('Delete a contribution recorded by mistake', {
        params: contributionParams,
        response: { 204: noContent, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { tourId, id } = idsOf(request);
      const tour = await tourOf(app.db, tourId);
      await deleteContribution(app.db, tour.id, id);
      await contributionActivity.deleted(request, tour);
      return reply.status(204).send();
    },
  );
}
