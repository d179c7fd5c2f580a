// The club's own record of a registration: whether the fee is paid (how, and the receipt or transfer reference),
// waived or still owed, and notes only staff see. Saved together; a failed save keeps what was entered, and what is
// typed is kept in this browser until it is saved (ADR 045). A save names the version of the registration it was
// made on: one over someone else's change of the fee or notes is refused and said above the button.
import { useEffect, useState } from 'react';
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
import { useSignedInUser } from '../../../../lib/auth';
import { type FormValues, formResolver } from '../../lib/form-values';
import { may } from '../../lib/section-access';
import { conflictOf, showServerIssues } from '../../lib/server-issues';
import { useFormDraft } from '../../lib/use-local-draft';
import { ConflictAlert, DraftOfferNotice } from '../../ui/form-alerts';
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

const sameValues = (a: FormValues<typeof schema>, b: FormValues<typeof schema>) =>
  FIELDS.every((name) => a[name] === b[name]);

export function FeeAndNotesForm({ registration }: { registration: RegistrationDetail }) {
  const change = useChangeRegistration();
  const form = useForm({ resolver: formResolver(schema), defaultValues: valuesOf(registration) });
  const paid = form.watch('feeStatus') === 'paid';
  const mayFee = may(useSignedInUser(), 'money');
  /** The version this form's values are of, and those values: what a save replaces. */
  const [base, setBase] = useState(() => ({ version: registration.updatedAt, values: valuesOf(registration) }));
  const draft = useFormDraft(form, { form: 'registration-notes', itemId: registration.id, version: base.version });
  const [conflict, setConflict] = useState<string | null>(null);

  // The registration changed while open (its decision, here or by someone else, read again). A change that left the
  // fee and notes as this form has them is no conflict: its saves replace the new version. Otherwise a form with
  // nothing typed shows the new values; one with changes keeps them, and its save is refused (409).
  const { reset, getValues } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the registration's version changes
  useEffect(() => {
    if (registration.updatedAt === base.version) return;
    const shown = valuesOf(registration);
    if (sameValues(shown, base.values)) setBase({ version: registration.updatedAt, values: shown });
    else if (sameValues(getValues(), base.values)) {
      reset(shown);
      setBase({ version: registration.updatedAt, values: shown });
    }
  }, [registration.updatedAt]);

  const onSubmit = form.handleSubmit((values) => {
    setConflict(null);
    change.mutate(
      {
        change: {
          id: registration.id,
          updatedAt: base.version,
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
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          draft.saved(valuesOf(saved));
          setBase({ version: saved.updatedAt, values: valuesOf(saved) });
        },
        onError: (error) => {
          showServerIssues(error, form.setError, FIELDS);
          setConflict(conflictOf(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <DraftOfferNotice offer={draft.offer} />
      {!mayFee && (
        // The fee is money (Admins and the Treasurer): a Coach reads it, and saves it unchanged with the notes.
        <p className="text-sm text-neutral-700 sm:col-span-2">
          Fee: <span className="font-semibold">{FEE_STATUS_LABELS[registration.feeStatus]}</span>
        </p>
      )}
      {mayFee && <SelectField form={form} name="feeStatus" label="Fee" options={FEE_STATUS_OPTIONS} />}
      {mayFee && paid && (
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
      <ConflictAlert message={conflict} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" variant="secondary" busy={change.isPending} disabled={change.isPending}>
          Save fee and notes
        </Button>
      </div>
    </form>
  );
}
