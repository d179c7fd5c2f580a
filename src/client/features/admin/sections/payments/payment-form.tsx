// 'Record payment', or a payment corrected: the amount, the day, how it was paid, who paid, the bank's or receipt's
// reference and the charges it pays. A correction asks for its reason before it is sent.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../../../shared/payments';
import type { PaymentForStaff } from '../../../../../shared/payments-api';
import { useClubToday } from '../../../../lib/club-time-zone';
import { formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { AllocationFields } from './allocation-fields';
import { useCorrectPayment, useRecordPayment } from './api';
import { KinaField } from './kina-field';
import {
  PAYMENT_FIELDS,
  type PaymentFormValues,
  paymentFormSchema,
  toPaymentBody,
  toPaymentFormValues,
} from './payment-form-schema';
import { ReasonDialog } from './reason-dialog';

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

export function PaymentForm({ payment, onDone }: { payment: PaymentForStaff | null; onDone: () => void }) {
  const record = useRecordPayment();
  const correct = useCorrectPayment();
  const today = useClubToday();
  const form = useForm<PaymentFormValues, unknown, z.output<typeof paymentFormSchema>>({
    resolver: formResolver(paymentFormSchema),
    defaultValues: toPaymentFormValues(payment, today),
  });
  /** A checked correction waiting for its reason. */
  const [correction, setCorrection] = useState<z.output<typeof paymentFormSchema> | null>(null);
  const onError = (error: unknown) => showServerIssues(error, form.setError, PAYMENT_FIELDS);

  const onSubmit = form.handleSubmit((values) => {
    if (payment) setCorrection(values);
    else record.mutate(toPaymentBody(values), { onSuccess: onDone, onError });
  });

  return (
    <>
      <FormLayout
        onSubmit={onSubmit}
        submitLabel={payment ? 'Correct payment' : 'Record payment'}
        pending={record.isPending || correct.isPending}
        onCancel={onDone}
      >
        <KinaField form={form} name="amountKina" />
        <TextField form={form} name="receivedOn" label="Day received" type="date" />
        <SelectField form={form} name="method" label="Method" options={METHOD_OPTIONS} placeholder="Choose..." />
        <TextField form={form} name="payerName" label="Payer's name" autoComplete="off" hint="Kept encrypted." />
        <TextField
          form={form}
          name="reference"
          label="Reference (optional)"
          autoComplete="off"
          hint="The bank's, the receipt's or the mobile money reference."
        />
        <AllocationFields form={form} payment={payment} />
      </FormLayout>
      <ReasonDialog
        open={correction !== null}
        title="Correct this payment?"
        description="Say why: the reason is kept with the payment."
        confirmLabel="Correct payment"
        onClose={() => setCorrection(null)}
        onConfirm={(reason) => {
          if (payment && correction) {
            correct.mutate(
              { id: payment.id, body: { ...toPaymentBody(correction), reason } },
              { onSuccess: onDone, onError },
            );
          }
          setCorrection(null);
        }}
      />
    </>
  );
}
