// A payment as the portal's form holds it: amounts in kina as typed, sent as text, and the charges it pays. What is
// not allocated becomes the family's credit; the allocations may not add up to more than the payment.
import { z } from 'zod/v4';
import { kinaToToea, toeaToKinaText } from '../../../../../shared/contribution-form';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../../shared/payments';
import type { PaymentBody, PaymentForStaff } from '../../../../../shared/payments-api';
import { kinaAmount } from './charge-form-schema';

const METHOD_REQUIRED = 'Choose Cash, Bank transfer or Mobile money';
export const OVER_ALLOCATED = 'The charges add up to more than the payment';

/** Toea of a typed amount; 0 while it cannot be read. */
export const typedToea = (text: string) => kinaToToea(text.trim()) ?? 0;

export const paymentFormSchema = z
  .object({
    amountKina: kinaAmount,
    receivedOn: z.string().min(1, 'Choose the day it was received'),
    method: z
      .string()
      .refine((value) => (PAYMENT_METHODS as readonly string[]).includes(value), METHOD_REQUIRED)
      .transform((value) => value as PaymentMethod),
    payerName: z.string().trim().min(1, "Payer's name is required"),
    reference: z.string().trim(),
    allocations: z.array(z.object({ chargeId: z.string().min(1, 'Choose the charge'), amountKina: kinaAmount })),
  })
  .superRefine((values, ctx) => {
    const allocated = values.allocations.reduce((sum, line) => sum + typedToea(line.amountKina), 0);
    if (allocated > typedToea(values.amountKina)) {
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: OVER_ALLOCATED });
    }
  });

export type PaymentFormValues = {
  amountKina: string;
  receivedOn: string;
  /** '' until chosen. */
  method: string;
  payerName: string;
  reference: string;
  allocations: { chargeId: string; amountKina: string }[];
};

export const PAYMENT_FIELDS = ['amountKina', 'receivedOn', 'method', 'payerName', 'reference'] as const;

export const toPaymentFormValues = (payment: PaymentForStaff | null, today: string): PaymentFormValues => ({
  amountKina: payment ? toeaToKinaText(payment.amountToea) : '',
  receivedOn: payment?.receivedOn ?? today,
  method: payment?.method ?? '',
  payerName: payment?.payerName ?? '',
  reference: payment?.reference ?? '',
  allocations: (payment?.allocations ?? []).map((line) => ({
    chargeId: line.chargeId,
    amountKina: toeaToKinaText(line.amountToea),
  })),
});

/** What the API takes: every text trimmed, amounts as typed. */
export const toPaymentBody = (values: z.output<typeof paymentFormSchema>): PaymentBody => ({
  amountKina: values.amountKina,
  receivedOn: values.receivedOn,
  method: values.method,
  payerName: values.payerName,
  reference: values.reference,
  allocations: values.allocations.map(({ chargeId, amountKina }) => ({ chargeId, amountKina })),
});
