// What families owe, for Admins and the Treasurer ('money'): a charge for a player, one for each player of a team or
// of a tour's squad, the list and its filters, a correction, a waiver with its reason, and a delete that Undo brings
// back while nothing is paid of it. Charges name children and families: no cache keeps these answers, and the
// activity log names references and amounts only. A write may pay a tour's charge from a family's credit, so it
// clears the public tours' money (cache/write-scope.ts).

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import {
  bulkChargeSchema,
  chargeChangeSchema,
  chargeFilters,
  chargeSchema,
  waiveSchema,
} from '../../shared/payment-forms';
import { teams } from '../../shared/schema';
import { moneyActivity } from '../activity/money-activity';
import type { ContractTypeProvider } from '../api-contract';
import { staffUser } from '../auth/guard';
import { parseInput } from '../errors';
import {
  chargeGroup,
  chargeNotFound,
  chargePlayer,
  deleteCharge,
  listCharges,
  readCharge,
  restoreCharge,
  updateCharge,
  waiveCharge,
} from '../payments/charges';
import {
  chargeSchema as chargeAnswer,
  errorResponses,
  noContent,
  STALE_UPDATE,
  staleResponses,
} from '../response-schemas';
import { editOf, parseVersioned, withVersion } from '../services/edit-version';
import { idFromPath, idParams, parseJsonBody } from './route-helpers';

const tags = ['payments'];

const chargeIdOf = (request: FastifyRequest) => idFromPath(request, chargeNotFound);

/** The fields as a charge stores them: the amount in toea. */
const stored = ({ amountKina, ...rest }: { amountKina: number; description: string; dueOn: string }) => ({
  ...rest,
  amountToea: amountKina,
});

export async function chargeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });
  const money = { permission: 'money' } as const;

  app.get(
    '/api/admin/charges',
    {
      config: money,
      schema: contract('Every charge, the latest due first, or those of a status, a team or a player', {
        querystring: chargeFilters,
        response: { 200: z.array(chargeAnswer), ...errorResponses },
      }),
    },
    async (request) => listCharges(app.db, parseInput(chargeFilters, request.query)),
  );

  app.post(
    '/api/admin/charges',
    {
      config: money,
      schema: contract(
        "Charge a player's family: the amount in kina as typed (150 or 150.50); the family's credit pays what it can",
        { body: chargeSchema, response: { 201: chargeAnswer, ...errorResponses } },
      ),
    },
    async (request, reply) => {
      const { playerId, ...fields } = parseJsonBody(request, chargeSchema);
      const created = await app.db.transaction(async (tx) => {
        const charge = await chargePlayer(tx, { playerId, ...stored(fields) });
        await moneyActivity.charged(request, charge, tx);
        return charge;
      });
      reply.status(201);
      return created;
    },
  );

  app.post(
    '/api/admin/charges/bulk',
    {
      config: money,
      schema: contract("Charge each player of a team, or of a tour's squad (a tour's charges count towards it)", {
        body: bulkChargeSchema,
        response: { 201: z.array(chargeAnswer), ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { teamId, tourId, ...fields } = parseJsonBody(request, bulkChargeSchema);
      const values = stored(fields);
      const created = await app.db.transaction(async (tx) => {
        const made = await chargeGroup(tx, { teamId, tourId }, values);
        const [team] = made.teamId
          ? await tx.select({ name: teams.name }).from(teams).where(eq(teams.id, made.teamId))
          : [];
        const group = made.tourTitle ? `the tour "${made.tourTitle}"` : `the team "${team?.name ?? ''}"`;
        await moneyActivity.chargedMany(request, made.charges.length, values.amountToea, group, tx);
        return made.charges;
      });
      reply.status(201);
      return created;
    },
  );

  app.put(
    '/api/admin/charges/:id',
    {
      config: money,
      schema: contract('Correct what a charge is for, its amount (never below what is paid of it) and its due day', {
        description: STALE_UPDATE,
        params: idParams,
        body: withVersion(chargeChangeSchema),
        response: { 200: chargeAnswer, ...staleResponses },
      }),
    },
    async (request) => {
      parseJsonBody(request, z.unknown());
      const { values, version } = parseVersioned(chargeChangeSchema, request.body);
      const id = chargeIdOf(request);
      return app.db.transaction(async (tx) => {
        const charge = await updateCharge(tx, id, stored(values), editOf(app, version));
        await moneyActivity.chargeChanged(request, charge, tx);
        return charge;
      });
    },
  );

  app.post(
    '/api/admin/charges/:id/waive',
    {
      config: money,
      schema: contract('Waive what is left of a charge, saying why', {
        params: idParams,
        body: waiveSchema,
        response: { 200: chargeAnswer, ...errorResponses },
      }),
    },
    async (request) => {
      const { reason } = parseJsonBody(request, waiveSchema);
      const id = chargeIdOf(request);
      return app.db.transaction(async (tx) => {
        const charge = await waiveCharge(tx, id, reason, app.now());
        await moneyActivity.waived(request, charge, tx);
        return charge;
      });
    },
  );

  app.delete(
    '/api/admin/charges/:id',
    {
      config: money,
      schema: contract('Delete a charge nothing is paid of (409 once a payment is allocated to it); Undo restores it', {
        params: idParams,
        response: { 204: noContent, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const id = chargeIdOf(request);
      await app.db.transaction(async (tx) => {
        const charge = await deleteCharge(tx, id, staffUser(request).id);
        await moneyActivity.chargeDeleted(request, charge, tx);
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/charges/:id/restore',
    {
      config: money,
      schema: contract('Undo the delete of a charge, a few minutes after it', {
        params: idParams,
        response: { 200: chargeAnswer, ...errorResponses },
      }),
    },
    async (request) => {
      const id = chargeIdOf(request);
      return app.db.transaction(async (tx) => {
        const charge = await restoreCharge(tx, id);
        await moneyActivity.chargeRestored(request, charge, tx);
        return charge;
      });
    },
  );

  // Read one: the portal's form opens a charge as it is now.
  app.get(
    '/api/admin/charges/:id',
    {
      config: money,
      schema: contract('One charge', { params: idParams, response: { 200: chargeAnswer, ...errorResponses } }),
    },
    async (request) => readCharge(app.db, chargeIdOf(request)),
  );
}
