// The charges a payment pays: each an open charge (any family's) and the amount put on it, prefilled with what is
// left of it. What is not put on a charge is shown as the credit the family keeps.
import { Plus, X } from 'lucide-react';
import { get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { toeaToKinaText } from '../../../../../shared/contribution-form';
import { kinaText } from '../../../../../shared/payments';
import type { PaymentForStaff } from '../../../../../shared/payments-api';
import { Button } from '../../../../components/ui/button';
import { Field, Input, Select } from '../../../../components/ui/field';
import { IconButton } from '../../ui/icon-button';
import { useCharges } from './api';
import { type PaymentFormValues, typedToea } from './payment-form-schema';

const ALL = { status: null, team: null, player: null };

type Props = { form: UseFormReturn<PaymentFormValues>; payment: PaymentForStaff | null };

export function AllocationFields({ form, payment }: Props) {
  const lines = useFieldArray({ control: form.control, name: 'allocations' });
  const charges = useCharges(ALL).data ?? [];
  const open = charges.filter((charge) => charge.status === 'open' || charge.status === 'part-paid');
  // A correction keeps the charges it already paid on offer, paid in full or not.
  const options = [
    ...open.map((charge) => ({
      value: charge.id,
      label: `${charge.playerName}: ${charge.description} (${charge.reference}, ${kinaText(charge.balanceToea)} left)`,
      balanceToea: charge.balanceToea,
    })),
    ...(payment?.allocations ?? [])
      .filter((line) => !open.some((charge) => charge.id === line.chargeId))
      .map((line) => ({ value: line.chargeId, label: `${line.description} (${line.reference})`, balanceToea: 0 })),
  ];
  const values = form.watch();
  const allocated = values.allocations.reduce((sum, line) => sum + typedToea(line.amountKina), 0);
  const credit = typedToea(values.amountKina) - allocated;
  const error = (path: string) => (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
  // A field array's own error sits at its root.
  const overAllocated = error('allocations.root') ?? error('allocations');

  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-club-black">Charges it pays</legend>
      {lines.fields.map((line, index) => (
        <div
          key={line.id}
          className="grid items-start gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-[1fr_10rem_auto]"
        >
          <Field label={`Charge ${index + 1}`} error={error(`allocations.${index}.chargeId`)}>
            {(control) => (
              <Select
                {...control}
                {...form.register(`allocations.${index}.chargeId`, {
                  onChange: (event) => {
                    const chosen = options.find((option) => option.value === event.target.value);
                    if (chosen?.balanceToea) {
                      form.setValue(`allocations.${index}.amountKina`, toeaToKinaText(chosen.balanceToea));
                    }
                  },
                })}
              >
                <option value="">Choose the charge...</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={`Amount for charge ${index + 1} (PGK)`} error={error(`allocations.${index}.amountKina`)}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                {...form.register(`allocations.${index}.amountKina`)}
              />
            )}
          </Field>
          <IconButton label={`Remove charge ${index + 1}`} className="sm:mt-7" onClick={() => lines.remove(index)}>
            <X className="h-4 w-4" aria-hidden />
          </IconButton>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        <Button size="sm" variant="secondary" onClick={() => lines.append({ chargeId: '', amountKina: '' })}>
          <Plus className="h-4 w-4" aria-hidden />
          Pay a charge
        </Button>
        <p className="text-sm" aria-live="polite">
          {credit >= 0 ? `Credit left for the family: ${kinaText(credit)}` : ''}
        </p>
      </div>
      {overAllocated && (
        <p role="alert" className="text-sm font-medium text-club-red">
          {overAllocated}
        </p>
      )}
    </fieldset>
  );
}
