// What the charges list shows: a status, a team, a player (each 'All' until chosen). The server filters.
import { CHARGE_STATUS_LABELS, CHARGE_STATUSES } from '../../../../../shared/payments';
import { Field, Select } from '../../../../components/ui/field';
import type { Option } from '../../ui/select-options';
import type { ChargeFilters as Filters } from './api';
import { usePlayerOptions, useTeamOptions } from './money-choices';

const STATUS_OPTIONS = CHARGE_STATUSES.map((status) => ({ value: status, label: CHARGE_STATUS_LABELS[status] }));

export function ChargeFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const teams = useTeamOptions();
  const players = usePlayerOptions();
  const filter = (name: keyof Filters, label: string, options: Option[]) => (
    <Field label={label}>
      {(control) => (
        <Select
          {...control}
          value={value[name] ?? ''}
          onChange={(event) => onChange({ ...value, [name]: event.target.value || null })}
        >
          <option value="">All</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <fieldset className="mb-6 grid gap-4 sm:grid-cols-3">
      <legend className="sr-only">Show charges</legend>
      {filter('status', 'Status', STATUS_OPTIONS)}
      {filter('team', 'Team', teams)}
      {filter('player', 'Player', players)}
    </fieldset>
  );
}
