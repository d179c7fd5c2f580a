// Money received, for Admins and the Treasurer ('money'): recording a payment with what it pays (the ledger holds
// the limits: never more than the payment nor a charge's balance; what is left over is the family's credit), the list
// with the payers opened, and a correction or a deletion, each with the reason the activity log keeps. Recording one
// queues the family's receipt by email. No cache keeps these answers; a write clears the public tours' money, which a
// payment to a tour's charge changes (cache/write-scope.ts).

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { paymentCorrectionSchema, paymentFilters, paymentSchema, reasonSchema } from '../../shared/payment-forms';
import { payments } from '../../shared/schema';
import { moneyActivity } from '../activity/money-activity';
import type { ContractTypeProvider } from '../api-contract';
import { parseInput } from '../errors';
import { withQueuedEmail } from '../mail/queue';
import { recordPayment, replacePayment } from '../payments/ledger';
import { ledgerInput, listPayments, paymentNotFound, queueReceipt, readPayment } from '../payments/payments';
import { errorResponses, noContent, paymentForStaffSchema } from '../response-schemas';
import { idFromPath, idParams, parseJsonBody } from './route-helpers';

const tags = ['payments'];

const paymentIdOf = (request: FastifyRequest) => idFromPath(request, paymentNotFound);

export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });
  const money = { permission: 'money' } as const;

  app.get(
    '/api/admin/payments',
    {
      config: money,
      schema: contract('The payments received between two days, of a method, the latest first, with the payers', {
        querystring: paymentFilters,
        response: { 200: z.array(paymentForStaffSchema), ...errorResponses },
      }),
    },
    async (request) => listPayments(app.db, app.sealer, parseInput(paymentFilters, request.query)),
  );

  app.get(
    '/api/admin/payments/:id',
    {
      config: money,
      schema: contract('One payment, with what it paid', {
        params: idParams,
        response: { 200: paymentForStaffSchema, ...errorResponses },
      }),
    },
    async (request) => readPayment(app.db, app.sealer, paymentIdOf(request)),
  );

  app.post(
    '/api/admin/payments',
    {
      config: money,
      schema: contract(
        'Record a payment: amounts in kina as typed, allocated to charges (never more than the payment nor what a charge has left); the rest is the family’s credit. The family’s receipt is emailed.',
        { body: paymentSchema, response: { 201: paymentForStaffSchema, ...errorResponses } },
      ),
    },
    async (request, reply) => {
      const input = ledgerInput(parseJsonBody(request, paymentSchema));
      const id = await withQueuedEmail(app, async (tx, queue) => {
        const paymentId = await recordPayment(tx, app.sealer, input);
        await queueReceipt(app, tx, queue, paymentId);
        await moneyActivity.recorded(request, { id: paymentId, amountToea: input.amountToea }, null, tx);
        return paymentId;
      });
      reply.status(201);
      return readPayment(app.db, app.sealer, id);
    },
  );

  app.put(
    '/api/admin/payments/:id',
    {
      config: money,
      schema: contract('Correct a payment: the whole payment again, and why (the activity log keeps the reason)', {
        params: idParams,
        body: paymentCorrectionSchema,
        response: { 200: paymentForStaffSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const { reason, ...form } = parseJsonBody(request, paymentCorrectionSchema);
      const input = ledgerInput(form);
      const id = paymentIdOf(request);
      await app.db.transaction(async (tx) => {
        const [before] = await tx.select({ amountToea: payments.amountToea }).from(payments).where(eq(payments.id, id));
        if (!before || !(await replacePayment(tx, app.sealer, id, input, app.now()))) throw paymentNotFound();
        // Named by the amount it was: the entry says which payment was corrected.
        await moneyActivity.corrected(request, { id, amountToea: before.amountToea }, reason, tx);
      });
      return readPayment(app.db, app.sealer, id);
    },
  );

  app.delete(
    '/api/admin/payments/:id',
    {
      config: money,
      schema: contract('Delete a payment recorded by mistake, saying why: what it paid is owed again', {
        params: idParams,
        body: reasonSchema,
        response: { 204: noContent, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { reason } = parseJsonBody(request, reasonSchema);
      const id = paymentIdOf(request);
      await app.db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(payments)
          .where(eq(payments.id, id))
          .returning({ id: payments.id, amountToea: payments.amountToea });
        if (!deleted) throw paymentNotFound();
        await moneyActivity.deleted(request, deleted, reason, tx);
      });
      return reply.status(204).send();
    },
  );
}
