// The activity of charges and payments (ADR 043), in the Payments section: 'Ana recorded a payment of K150.00',
// 'Ana corrected a payment of K150.00: <reason>'. An entry names amounts and charges' references only: never the
// payer, the family, the player or a waiver's reason, which are a family's. A correction's or a deletion's reason is
// staff's own words about the record, kept so the next person knows why.
import type { FastifyRequest } from 'fastify';
import { kinaText } from '../../shared/payments';
import type { Db } from '../db/client';
import { actorName, recordActivity } from './record';

type ChargeNamed = { id: string; reference: string; amountToea: number };
type PaymentNamed = { id: string; amountToea: number };

const chargeSentence =
  (what: (charge: ChargeNamed) => string) => (request: FastifyRequest, charge: ChargeNamed, db?: Db) =>
    recordActivity(
      request,
      { section: 'payments', itemKind: 'charge', itemId: charge.id, sentence: `${actorName(request)} ${what(charge)}` },
      db,
    );

const paymentSentence =
  (verb: string) => (request: FastifyRequest, payment: PaymentNamed, reason: string | null, db?: Db) =>
    recordActivity(
      request,
      {
        section: 'payments',
        itemKind: 'payment',
        itemId: payment.id,
        sentence: `${actorName(request)} ${verb} a payment of ${kinaText(payment.amountToea)}${reason ? `: ${reason}` : ''}`,
      },
      db,
    );

export const moneyActivity = {
  charged: chargeSentence((c) => `added the charge ${c.reference} of ${kinaText(c.amountToea)}`),
  chargedMany: (request: FastifyRequest, count: number, amountToea: number, group: string, db?: Db) =>
    recordActivity(
      request,
      {
        section: 'payments',
        sentence: `${actorName(request)} charged ${count} ${count === 1 ? 'player' : 'players'} of ${group} ${kinaText(amountToea)} each`,
      },
      db,
    ),
  chargeChanged: chargeSentence((c) => `changed the charge ${c.reference}`),
  waived: chargeSentence((c) => `waived the charge ${c.reference}`),
  chargeDeleted: chargeSentence((c) => `deleted the charge ${c.reference}`),
  chargeRestored: chargeSentence((c) => `restored the charge ${c.reference}`),
  recorded: paymentSentence('recorded'),
  corrected: paymentSentence('corrected'),
  deleted: paymentSentence('deleted'),
};
