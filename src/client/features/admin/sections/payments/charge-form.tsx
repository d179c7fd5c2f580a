// 'Add charge' for one player, or a charge corrected (what for, amount, due day: its player stays). A failed save
// keeps what was typed and shows the server's reasons under the fields.
import { useForm } from 'react-hook-form';
import type { ChargeForStaff } from '../../../../../shared/payments-api';
import { useClubToday } from '../../../../lib/club-time-zone';
import { formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { useAddCharge, useUpdateCharge } from './api';
import { CHARGE_FIELDS, chargeFormSchema, toChargeFormValues } from './charge-form-schema';
import { KinaField } from './kina-field';
import { usePlayerOptions } from './money-choices';

export function ChargeForm({ charge, onDone }: { charge: ChargeForStaff | null; onDone: () => void }) {
  const add = useAddCharge();
  const update = useUpdateCharge();
  const players = usePlayerOptions();
  const today = useClubToday();
  const form = useForm({
    resolver: formResolver(chargeFormSchema(charge === null)),
    defaultValues: toChargeFormValues(charge, today),
  });
  const onError = (error: unknown) => showServerIssues(error, form.setError, CHARGE_FIELDS);

  const onSubmit = form.handleSubmit(({ playerId, description, amountKina, dueOn }) => {
    const change = { description, amountKina, dueOn };
    if (charge)
      update.mutate(
        { id: charge.id, body: { ...change, updatedAt: charge.updatedAt } },
        { onSuccess: onDone, onError },
      );
    else add.mutate({ playerId, ...change }, { onSuccess: onDone, onError });
  });

  return (
    <FormLayout
      onSubmit={onSubmit}
      submitLabel={charge ? 'Update charge' : 'Add charge'}
      pending={add.isPending || update.isPending}
      onCancel={onDone}
    >
      {charge ? (
        <p className="text-sm sm:col-span-2">
          For <span className="font-semibold">{charge.playerName}</span> · Ref. {charge.reference}
        </p>
      ) : (
        <SelectField form={form} name="playerId" label="Player" options={players} placeholder="Choose the player..." />
      )}
      <TextField form={form} name="description" label="What for" autoComplete="off" hint="Such as Season fee 2026." />
      <KinaField form={form} name="amountKina" />
      <TextField form={form} name="dueOn" label="Due day" type="date" />
    </FormLayout>
  );
}
