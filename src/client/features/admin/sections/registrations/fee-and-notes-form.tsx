// The club's own record of a registration: whether the fee is paid (how, and the receipt or transfer reference),
// waived or still owed, and notes only staff see. Saved together; a failed save keeps what was entered.
import { useForm } from 'react-hook-form';
import { z } from 'zod/v4';
import {
  FEE_METHOD_LABELS,
  FEE_METHODS,
  FEE_STATUS_LABELS,
  FEE_STATUSES,
  SHORT_TEXT_MAX,
} from '../../../../../shared/registration';
import { Button } from '../../../../components/ui/button';
import { type FormValues, formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { SelectField, TextField } from '../../ui/form-fields';
import { type RegistrationDetail, useChangeRegistration } from './api';

const schema = z
  .object({
    feeStatus: z.enum(FEE_STATUSES),
    feeMethod: z.union([z.enum(FEE_METHODS), z.literal('')]),
    feeReference: z.string().trim().max(SHORT_TEXT_MAX, `Reference must be at most ${SHORT_TEXT_MAX} characters`),
    notes: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.feeStatus === 'paid' && !values.feeMethod) {
      ctx.addIssue({ code: 'custom', path: ['feeMethod'], message: 'Choose how the fee was paid' });
    }
  });

const FEE_STATUS_OPTIONS = FEE_STATUSES.map((value) => ({ value, label: FEE_STATUS_LABELS[value] }));
const FEE_METHOD_OPTIONS = FEE_METHODS.map((value) => ({ value, label: FEE_METHOD_LABELS[value] }));
const FIELDS = ['feeStatus', 'feeMethod', 'feeReference', 'notes'] as const;

const valuesOf = (registration: RegistrationDetail): FormValues<typeof schema> => ({
  feeStatus: registration.feeStatus,
  feeMethod: registration.feeMethod ?? '',
  feeReference: registration.feeReference ?? '',
  notes: registration.notes ?? '',
});

export function FeeAndNotesForm({ registration }: { registration: RegistrationDetail }) {
  const change = useChangeRegistration();
  const form = useForm({ resolver: formResolver(schema), defaultValues: valuesOf(registration) });
  const paid = form.watch('feeStatus') === 'paid';

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      {
        change: {
          id: registration.id,
          notes: values.notes,
          feeStatus: values.feeStatus,
          // Only a paid fee has a method and a reference.
          feeMethod: values.feeStatus === 'paid' && values.feeMethod ? values.feeMethod : null,
          feeReference: values.feeStatus === 'paid' && values.feeReference ? values.feeReference : null,
        },
        failure: 'Failed to save the registration',
        success: 'Registration saved',
      },
      {
        onSuccess: (saved) => form.reset(valuesOf(saved)),
        onError: (error) => showServerIssues(error, form.setError, FIELDS),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <SelectField form={form} name="feeStatus" label="Fee" options={FEE_STATUS_OPTIONS} />
      {paid && (
        <>
          <SelectField
            form={form}
            name="feeMethod"
            label="Paid by"
            options={FEE_METHOD_OPTIONS}
            placeholder="Choose..."
          />
          <TextField
            form={form}
            name="feeReference"
            label="Payment reference (optional)"
            hint="A receipt number or the transfer's reference."
            className="sm:col-span-2"
          />
        </>
      )}
      <TextField
        form={form}
        name="notes"
        label="Staff notes"
        hint="Only staff see these."
        rows={3}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" variant="secondary" busy={change.isPending} disabled={change.isPending}>
          Save fee and notes
        </Button>
      </div>
    </form>
  );
}
