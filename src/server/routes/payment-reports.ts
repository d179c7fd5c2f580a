// The money reports for Admins and the Treasurer (payments/reports.ts), each as JSON and as a CSV file: payments
// received by month and method over club days (the current month unless ?from= and ?to= say otherwise), what is
// left to pay by team and by charge, and the families holding a credit. The credits name guardians: like every
// /api/admin answer, no cache keeps them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { PAYMENT_METHOD_LABELS } from '../../shared/payments';
import { isDay } from '../../shared/weekly-repeat';
import type { ContractTypeProvider } from '../api-contract';
import { toCsv } from '../csv';
import { AppError, parseInput } from '../errors';
import { credits, monthOf, outstanding, paymentsReceived } from '../payments/reports';
import { creditsSchema, csvFile, errorResponses, outstandingSchema, paymentsReceivedSchema } from '../response-schemas';
import { csvDownload } from './route-helpers';

const tags = ['payments'];
const permission = { permission: 'money' } as const;

const DAY_MESSAGE = 'Enter a day as YYYY-MM-DD';
const dayField = z.string({ error: DAY_MESSAGE }).refine(isDay, DAY_MESSAGE).optional();
const spanQuery = z.object({ from: dayField, to: dayField });

/** Plain numbers ('150.00') so a spreadsheet can add them up; the header names the currency. */
const kinaCell = (toea: number) => (toea / 100).toFixed(2);

export async function paymentReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });

  /** The span asked for, in club days; the current month's first and last day by default. */
  function spanOf(query: unknown): { from: string; to: string } {
    const span = parseInput(spanQuery, query);
    const month = monthOf(app.today());
    const from = span.from ?? month.from;
    const to = span.to ?? month.to;
    if (from > to) throw new AppError(400, 'from must be on or before to');
    return { from, to };
  }

  const receivedSummary =
    'Payments received by month and method from ?from= to ?to= (club days YYYY-MM-DD, included; the current month without them)';
  app.get(
    '/api/admin/payments/reports/received',
    {
      config: permission,
      schema: contract(receivedSummary, {
        querystring: spanQuery,
        response: { 200: paymentsReceivedSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const { from, to } = spanOf(request.query);
      return paymentsReceived(app.db, from, to);
    },
  );

  app.get(
    '/api/admin/payments/reports/received.csv',
    {
      config: permission,
      schema: contract(`${receivedSummary}, as a CSV file`, {
        querystring: spanQuery,
        response: { 200: csvFile, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { from, to } = spanOf(request.query);
      const report = await paymentsReceived(app.db, from, to);
      csvDownload(reply, 'payments-received');
      return toCsv(
        ['Month', 'Method', 'Payments', 'Amount (PGK)'],
        report.rows.map((row) => [
          row.month,
          PAYMENT_METHOD_LABELS[row.method],
          String(row.payments),
          kinaCell(row.amountToea),
        ]),
      );
    },
  );

  const outstandingSummary = 'What is left to pay on charges not waived, by team and by what the charge is for';
  app.get(
    '/api/admin/payments/reports/outstanding',
    {
      config: permission,
      schema: contract(outstandingSummary, { response: { 200: outstandingSchema, ...errorResponses } }),
    },
    async () => outstanding(app.db),
  );

  app.get(
    '/api/admin/payments/reports/outstanding.csv',
    {
      config: permission,
      schema: contract(`${outstandingSummary}, as a CSV file`, { response: { 200: csvFile, ...errorResponses } }),
    },
    async (_request, reply) => {
      const report = await outstanding(app.db);
      csvDownload(reply, 'payments-outstanding');
      return toCsv(
        ['By', 'Name', 'Charges', 'Left to pay (PGK)'],
        [
          ...report.byTeam.map((row) => ['Team', row.teamName, String(row.charges), kinaCell(row.leftToea)]),
          ...report.byDescription.map((row) => [
            'Charge',
            row.description,
            String(row.charges),
            kinaCell(row.leftToea),
          ]),
        ],
      );
    },
  );

  const creditsSummary =
    "Each family with a credit (what its payments brought beyond its charges), by the guardian's name";
  app.get(
    '/api/admin/payments/reports/credits',
    {
      config: permission,
      schema: contract(creditsSummary, { response: { 200: creditsSchema, ...errorResponses } }),
    },
    async () => credits(app.db, app.sealer),
  );

  app.get(
    '/api/admin/payments/reports/credits.csv',
    {
      config: permission,
      schema: contract(`${creditsSummary}, as a CSV file`, { response: { 200: csvFile, ...errorResponses } }),
    },
    async (_request, reply) => {
      const report = await credits(app.db, app.sealer);
      csvDownload(reply, 'family-credits');
      return toCsv(
        ['Guardian', 'Credit (PGK)'],
        report.families.map((row) => [row.guardianName, kinaCell(row.creditToea)]),
      );
    },
  );
}
