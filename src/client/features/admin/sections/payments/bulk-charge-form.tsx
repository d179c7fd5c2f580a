// 'Charge a team or tour': the same charge for every player of a team, or of a tour's squad, in one go; each
// player's charge gets its own reference.
import { useForm } from 'react-hook-form';
import { useClubToday } from '../../../../lib/club-time-zone';
import { formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { useBulkCharge } from './api';
import { bulkChargeSchema } from './charge-form-schema';
import { KinaField } from './kina-field';
import { useTeamOptions, useTourOptions } from './money-choices';

export function BulkChargeForm({ onDone }: { onDone: () => void }) {
  const bulk = useBulkCharge();
  const today = useClubToday();
  const targets = [
    ...useTeamOptions().map((team) => ({ value: `team:${team.value}`, label: `Team: ${team.label}` })),
    ...useTourOptions().map((tour) => ({ value: `tour:${tour.value}`, label: `Tour: ${tour.label}` })),
  ];
  const form = useForm({
    resolver: formResolver(bulkChargeSchema),
    defaultValues: { target: '', description: '', amountKina: '', dueOn: today },
  });

  const onSubmit = form.handleSubmit(({ target, ...charge }) => {
    const [kind, id = ''] = target.split(':');
    bulk.mutate(kind === 'tour' ? { tourId: id, ...charge } : { teamId: id, ...charge }, {
      onSuccess: onDone,
      onError: (error) => showServerIssues(error, form.setError, ['description', 'amountKina', 'dueOn']),
    });
  });

  return (
    <FormLayout onSubmit={onSubmit} submitLabel="Charge every player" pending={bulk.isPending} onCancel={onDone}>
      <SelectField form={form} name="target" label="Team or tour" options={targets} placeholder="Choose..." />
      <TextField form={form} name="description" label="What for" autoComplete="off" hint="Such as Cairns tour levy." />
      <KinaField form={form} name="amountKina" label="Amount (PGK) for each player" />
      <TextField form={form} name="dueOn" label="Due day" type="date" />
    </FormLayout>
  );
}
