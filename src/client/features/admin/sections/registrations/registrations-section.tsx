// Season registrations: every registration with its status and fee, filtered by status, team and
// season, each opened in a detail view to accept, waitlist or decline it; exported as CSV, with the medical notes
// only when asked for. The list is read once, whole, as the enquiries are; the filters pick from it.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../../../shared/paths';
import {
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '../../../../../shared/registration';
import { buttonClasses } from '../../../../components/ui/button';
import { CheckboxField, Field, Select } from '../../../../components/ui/field';
import { UNDO_MS } from '../../../../lib/toast';
import { useTeamChoices } from '../../lib/team-choices';
import { useConfirmDelete } from '../../lib/use-confirm-delete';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FilterButtons } from '../../ui/filter-buttons';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { type RegistrationSummary, useDeleteRegistration, useRegistrations, useRegistrationsSummary } from './api';
import { playerName, RegistrationCard } from './registration-card';
import { RegistrationDetailDialog } from './registration-detail';

const STATUS_FILTERS: (RegistrationStatus | null)[] = [null, ...REGISTRATION_STATUSES];
const statusLabel = (status: RegistrationStatus | null) => (status ? REGISTRATION_STATUS_LABELS[status] : 'All');

type Filters = { status: RegistrationStatus | null; team: string | null; season: string | null };

const matches = (registration: RegistrationSummary, { status, team, season }: Filters) =>
  (!status || registration.status === status) &&
  (!team || registration.teamId === team) &&
  (!season || registration.season === season);

export function RegistrationsSection({ title }: SectionProps) {
  const query = useRegistrations();
  const summary = useRegistrationsSummary();
  // A Coach sees their own teams' registrations only (ADR 040): another team would only ever show none.
  const teams = useTeamChoices();
  const remove = useDeleteRegistration();
  const confirm = useConfirmDelete((registration: RegistrationSummary) => remove.mutate(registration.id));
  const [filters, setFilters] = useState<Filters>({ status: null, team: null, season: null });
  const [medical, setMedical] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const filtered = filters.status || filters.team || filters.season;
  const shown = query.data?.filter((registration) => matches(registration, filters));
  const total = query.data?.length ?? 0;
  const pick = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <>
      <SectionHeader title={title} description="Players registered with the form on the website's Register page.">
        {query.data && (
          <p className="mt-2 inline-block rounded-full bg-club-black px-3 py-1 text-sm font-semibold text-white">
            Total: {total} {total === 1 ? 'registration' : 'registrations'}
          </p>
        )}
      </SectionHeader>
      <div className="mb-6 grid gap-4">
        <FilterButtons
          legend="Show registrations by status"
          options={STATUS_FILTERS}
          value={filters.status}
          label={statusLabel}
          onChange={(status) => pick({ status })}
          className=""
        />
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <Field label="Team" className="sm:w-56">
            {(control) => (
              <Select
                {...control}
                value={filters.team ?? ''}
                onChange={(event) => pick({ team: event.target.value || null })}
              >
                <option value="">All teams</option>
                {teams.data?.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Season" className="sm:w-56">
            {(control) => (
              <Select
                {...control}
                value={filters.season ?? ''}
                onChange={(event) => pick({ season: event.target.value || null })}
              >
                <option value="">All seasons</option>
                {summary.data?.seasons.map((season) => (
                  <option key={season} value={season}>
                    {season}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* A plain link: the browser downloads the file the server names, with the session cookie. */}
          <a
            href={api.registrationsCsv(filters, medical)}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download className="h-4 w-4" aria-hidden />
            Export CSV
          </a>
          <CheckboxField label="Include medical notes">
            {(id) => (
              <input
                id={id}
                type="checkbox"
                className="h-5 w-5 accent-club-red"
                checked={medical}
                onChange={(event) => setMedical(event.target.checked)}
              />
            )}
          </CheckboxField>
        </div>
      </div>
      {/* The registrations are h3s: an h2 between them and the h1 keeps the heading outline whole. */}
      <h2 className="sr-only">List of registrations</h2>
      <ListView
        query={{ ...query, data: shown }}
        loadingText="Loading registrations..."
        emptyText={filtered ? 'No registrations match these filters' : 'No registrations yet'}
        what="the registrations"
        onTarget={setOpen}
      >
        {(registrations) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {registrations.map((registration) => (
              <RegistrationCard
                key={registration.id}
                registration={registration}
                onOpen={() => setOpen(registration.id)}
                onDelete={() => confirm.ask(registration)}
                deleting={remove.isPending && remove.variables === registration.id}
              />
            ))}
          </ul>
        )}
      </ListView>
      <RegistrationDetailDialog id={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.asking ? `Delete the registration of ${playerName(confirm.asking)}?` : ''}
        description={`It will be removed with its contacts and medical notes. You can undo this for ${UNDO_MS / 1000} seconds afterwards.`}
      />
    </>
  );
}
