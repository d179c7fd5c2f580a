// What staff send to make a charge and to record a payment: one set of schemas for the server's routes and the
// portal's forms, so both refuse the same input with the same words. Amounts are typed in kina ('150', '150.50') and
// leave the schemas as whole toea.
import { z } from 'zod/v4';
import { amountField } from './contribution-form';
import type { ChargeStatus, PaymentMethod } from './payments';
import { CHARGE_STATUSES, PAYMENT_METHODS } from './payments';
import { whenMissing } from './zod-messages';

const MAX_TEXT = 200;

const dayField = (label: string) =>
  z.iso.date({ error: (issue) => whenMissing(label)(issue) ?? `Enter the ${label.toLowerCase()} as a day` });

const descriptionField = z
  .string({ error: (issue) => whenMissing('Description')(issue) ?? 'Description must be text' })
  .trim()
  .min(1, 'Description is required')
  .max(MAX_TEXT, `Description must be at most ${MAX_TEXT} characters`);

/** What a charge is for, how much and when it is due: the fields of one charge, made or corrected. */
const chargeFields = {
  description: descriptionField,
  amountKina: amountField,
  dueOn: dayField('Due day'),
};

export const chargeChangeSchema = z.object(chargeFields);

export const chargeSchema = z.object({
  playerId: z.uuid({ error: (issue) => whenMissing('Player')(issue) ?? 'Choose the player' }),
  ...chargeFields,
});

/** One charge for each player of a team, or of a tour's squad (their charges count towards the tour). */
export const bulkChargeSchema = z
  .object({
    teamId: z.uuid({ error: 'Choose the team' }).optional(),
    tourId: z.uuid({ error: 'Choose the tour' }).optional(),
    ...chargeFields,
  })
  .refine((input) => (input.teamId ? 1 : 0) + (input.tourId ? 1 : 0) === 1, {
    message: 'Choose a team or a tour',
    path: ['teamId'],
  });

export const waiveSchema = z.object({
  reason: z
    .string({ error: (issue) => whenMissing('Reason')(issue) ?? 'Reason must be text' })
    .trim()
    .min(1, 'Reason is required')
    .max(500, 'Reason must be at most 500 characters'),
});

/** Why a payment was corrected or deleted: the activity log keeps it. */
export const reasonSchema = waiveSchema;

export const chargeFilters = z.object({
  status: z.enum(CHARGE_STATUSES, { error: `status must be one of: ${CHARGE_STATUSES.join(', ')}` }).optional(),
  team: z.uuid({ error: 'team must be the id of a team' }).optional(),
  player: z.uuid({ error: 'player must be the id of a player' }).optional(),
});

export const paymentSchema = z.object({
  amountKina: amountField,
  receivedOn: dayField('Received day'),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose Cash, Bank transfer or Mobile money' }),
  payerName: z
    .string({ error: (issue) => whenMissing("Payer's name")(issue) ?? "Payer's name must be text" })
    .trim()
    .min(1, "Payer's name is required")
    .max(MAX_TEXT, `Payer's name must be at most ${MAX_TEXT} characters`),
  reference: z
    .string({ error: 'Reference must be text' })
    .trim()
    .max(MAX_TEXT, `Reference must be at most ${MAX_TEXT} characters`)
    .nullable()
    .optional()
    .transform((text) => (text ? text : null)),
  allocations: z
    .array(
      z.object({
        chargeId: z.uuid({ error: 'Choose the charge' }),
        amountKina: amountField,
      }),
      { error: 'Allocations must be a list' },
    )
    .max(100, 'At most 100 allocations')
    .default([]),
});

/** A correction: the whole payment again, and why. */
export const paymentCorrectionSchema = paymentSchema.extend(reasonSchema.shape);

export const paymentFilters = z.object({
  from: z.iso.date({ error: 'from must be a day' }).optional(),
  to: z.iso.date({ error: 'to must be a day' }).optional(),
  method: z.enum(PAYMENT_METHODS, { error: `method must be one of: ${PAYMENT_METHODS.join(', ')}` }).optional(),
});

/** A charge as staff with 'money' read it. */
export type ChargeForStaff = {
  id: string;
  playerId: string | null;
  playerName: string | null;
  familyId: string | null;
  tourId: string | null;
  description: string;
  amountToea: number;
  dueOn: string;
  reference: string;
  status: ChargeStatus;
  paidToea: number;
  balanceToea: number;
  waivedAt: string | null;
  waiveReason: string | null;
  updatedAt: string;
};

/** A payment as staff with 'money' read it: the payer and their reference opened. */
export type PaymentForStaff = {
  id: string;
  amountToea: number;
  receivedOn: string;
  method: PaymentMethod;
  payerName: string;
  reference: string | null;
  familyId: string | null;
  allocations: { chargeId: string; reference: string; description: string; amountToea: number }[];
  /** What is not allocated to a charge: the family's credit. */
  unallocatedToea: number;
  updatedAt: string;
};
