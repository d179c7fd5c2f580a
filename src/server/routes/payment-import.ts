// Bank statements, for Admins and the Treasurer (permission 'money'): importing a CSV export from internet banking,
// reading an import back, deciding a line by hand, and confirming the matched lines as bank payments. Descriptions
// name payers: the answers open them for staff, no log or activity entry holds one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { STATEMENT_LINE_STATUSES } from '../../shared/payments';
import { statementActivity } from '../activity/statement-activity';
import type { ContractTypeProvider } from '../api-contract';
import { AppError } from '../errors';
import { type EmailsToQueue, queueEmail } from '../mail/queue';
import { readMultipartForm } from '../media/multipart';
import { queueReceipt } from '../payments/payments';
import { readStatement } from '../payments/statement-csv';
import {
  confirmImport,
  decideLine,
  importNotFound,
  importStatement,
  lineNotFound,
  statementImport,
} from '../payments/statements';
import { errorResponses, named } from '../response-schemas';
import { idFromPath, idParams, parseJsonBody } from './route-helpers';

const tags = ['payments'];

/** A statement is a few hundred lines: a file of more than 2 MB is not one. */
const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;
const STATEMENT_TOO_LARGE = 'A statement file must be less than 2MB: import a shorter period';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const statementLineSchema = named(
  'StatementLine',
  z.object({
    id: z.uuid(),
    date: day,
    description: z.string(),
    amountToea: z.number().int(),
    reference: z.string().nullable(),
    chargeId: z.uuid().nullable(),
    status: z.enum(STATEMENT_LINE_STATUSES),
    paymentId: z.uuid().nullable(),
  }),
);
const statementImportSchema = named('StatementImport', z.object({ id: z.uuid(), lines: z.array(statementLineSchema) }));
const confirmedImportSchema = named(
  'ConfirmedStatementImport',
  statementImportSchema.extend({ recorded: z.number().int().min(0) }),
);

const lineDecision = z.union([
  z.strictObject({ chargeId: z.uuid({ error: 'chargeId must be the id of a charge' }) }),
  z.strictObject({ notForClub: z.literal(true) }),
]);

const lineParams = z.object({ id: z.uuid(), lineId: z.uuid() });

const importIdOf = (request: FastifyRequest) => idFromPath(request, importNotFound);

function lineIdsOf(request: FastifyRequest): { importId: string; lineId: string } {
  const importId = importIdOf(request);
  const read = lineParams.safeParse(request.params);
  if (!read.success) throw lineNotFound();
  return { importId, lineId: read.data.lineId };
}

export async function paymentImportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });
  const deps = () => ({ db: app.db, sealer: app.sealer, env: app.env });

  app.post(
    '/api/admin/payments/import',
    {
      config: { permission: 'money' },
      schema: contract(
        "Import a bank statement exported from internet banking as CSV (BSP, Kina Bank): its credit lines, each matched to a charge by the payment reference in its description, 'to-match', or 'already-recorded' by an earlier import. An unreadable file is refused (400) naming its line; nothing is kept of it",
        {
          consumes: ['multipart/form-data'],
          body: z.object({ file: z.file() }),
          response: { 201: statementImportSchema, ...errorResponses },
        },
      ),
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'file', {
        maxBytes: MAX_STATEMENT_BYTES,
        tooLarge: STATEMENT_TOO_LARGE,
      });
      if (!form.file) {
        throw new AppError(400, 'Invalid input', [{ path: 'file', message: 'Please choose the statement file' }]);
      }
      const credits = readStatement(form.file);
      const imported = await importStatement(deps(), credits, (tx, counts) =>
        statementActivity.imported(request, counts, tx),
      );
      reply.status(201);
      return imported;
    },
  );

  app.get(
    '/api/admin/payments/import/:id',
    {
      config: { permission: 'money' },
      schema: contract("An imported statement's lines, in the file's order, with each one's match", {
        params: idParams,
        response: { 200: statementImportSchema, ...errorResponses },
      }),
    },
    async (request) => statementImport(deps(), importIdOf(request)),
  );

  app.put(
    '/api/admin/payments/import/:id/lines/:lineId',
    {
      config: { permission: 'money' },
      schema: contract(
        "Decide a line: the charge it pays ({ chargeId }), or not the club's money ({ notForClub: true }). A line already recorded answers 409",
        { params: lineParams, body: lineDecision, response: { 200: statementImportSchema, ...errorResponses } },
      ),
    },
    async (request) => {
      const { importId, lineId } = lineIdsOf(request);
      const decision = parseJsonBody(request, lineDecision);
      return decideLine(deps(), importId, lineId, decision);
    },
  );

  app.post(
    '/api/admin/payments/import/:id/confirm',
    {
      config: { permission: 'money' },
      schema: contract(
        "Record the matched and decided lines as bank payments, each allocated to its charge up to the charge's balance (the rest is the family's credit). Undecided lines wait; a line already recorded, by this import or another of the same statement, is never recorded again",
        { params: idParams, response: { 200: confirmedImportSchema, ...errorResponses } },
      ),
    },
    async (request) => {
      let receipts = 0;
      const confirmed = await confirmImport(deps(), importIdOf(request), async (tx, recorded) => {
        if (recorded.length) await statementActivity.confirmed(request, recorded.length, tx);
        // Each family with an email gets its receipt, queued with the payment it is about.
        const queue = (emails: EmailsToQueue) => queueEmail(app, tx, emails);
        for (const { paymentId } of recorded) receipts += await queueReceipt(app, tx, queue, paymentId);
      });
      // Woken once the payments are committed, so the sender finds the receipts.
      if (receipts > 0) app.mailSender.wake();
      return confirmed;
    },
  );
}
