// A charge as the portal's forms hold it: the amount in kina as typed, sent as text (the server reads kina the way
// the contribution form does). Checked here with the same words, so a refusal reads alike on both sides.
import { z } from 'zod/v4';
import { AMOUNT_MESSAGE, kinaToToea, toeaToKinaText } from '../../../../../shared/contribution-form';
import type { ChargeForStaff } from '../../../../../shared/payments-api';

export const kinaAmount = z
  .string()
  .trim()
  .min(1, 'Amount is required')
  .refine((text) => (kinaToToea(text) ?? 0) > 0, AMOUNT_MESSAGE);

const chargeFields = {
  description: z.string().trim().min(1, 'Say what the charge is for'),
  amountKina: kinaAmount,
  dueOn: z.string().min(1, 'Choose the due day'),
};

/** A new charge names its player; a corrected one keeps its own (the field is not shown). */
export const chargeFormSchema = (adding: boolean) =>
  z.object({ playerId: adding ? z.string().min(1, 'Choose the player') : z.string(), ...chargeFields });
/** 'team:<id>' or 'tour:<id>': one select offers both. */
export const bulkChargeSchema = z.object({ target: z.string().min(1, 'Choose a team or a tour'), ...chargeFields });

export const CHARGE_FIELDS = ['playerId', 'description', 'amountKina', 'dueOn'] as const;

export const toChargeFormValues = (charge: ChargeForStaff | null, today: string) => ({
  playerId: charge?.playerId ?? '',
  description: charge?.description ?? '',
  amountKina: charge ? toeaToKinaText(charge.amountToea) : '',
  dueOn: charge?.dueOn ?? today,
});
