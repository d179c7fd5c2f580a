// An account's role and, for a Coach, their teams (ADR 040): the add form and 'Change role' both hold
// these fields.
import { Controller, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod/v4';
import { CHOOSE_A_ROLE, COACH_NEEDS_TEAMS } from '../../../../../shared/credentials';
import { ROLE_LABELS, ROLES, type Role } from '../../../../../shared/permissions';
import { usePortalList } from '../../../../lib/entity-queries';
import { SelectField } from '../../ui/form-fields';

export const accessFormFields = {
  role: z.enum(ROLES, { error: CHOOSE_A_ROLE }),
  teamIds: z.array(z.string()),
};

/** A Coach works on their teams, so names at least one (as the server checks). */
export const coachNeedsTeams = (values: { role: Role; teamIds: string[] }, ctx: z.RefinementCtx) => {
  if (values.role === 'coach' && values.teamIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['teamIds'], message: COACH_NEEDS_TEAMS });
  }
};

/** What the server is sent: a Coach's teams, nobody else's. */
export const accessBody = ({ role, teamIds }: { role: Role; teamIds: string[] }) => ({
  role,
  teamIds: role === 'coach' ? teamIds : [],
});

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const ROLE_HINT =
  'Admin: everything. Editor: the website content, inquiries and settings. Coach: their teams only. Treasurer: what families owe and pay.';

type AccessValues = { role: Role; teamIds: string[] };

export function AccessFields<T extends FieldValues & AccessValues>({ form }: { form: UseFormReturn<T> }) {
  const teams = usePortalList('teams').data ?? [];
  const role = form.watch('role' as Path<T>) as Role;
  const error = (get(form.formState.errors, 'teamIds') as { message?: string } | undefined)?.message;
  return (
    <>
      <SelectField form={form} name={'role' as Path<T>} label="Role" options={ROLE_OPTIONS} hint={ROLE_HINT} />
      {role === 'coach' && (
        <Controller
          control={form.control}
          name={'teamIds' as Path<T>}
          render={({ field }) => {
            const chosen = field.value as string[];
            return (
              <fieldset className="grid gap-2 sm:col-span-2" aria-invalid={error ? true : undefined}>
                <legend className="mb-1 text-sm font-semibold text-club-black">Teams</legend>
                {teams.length === 0 && <p className="text-sm text-neutral-600">No teams yet: add a team first.</p>}
                {teams.map((team) => (
                  <label key={team.id} className="flex min-h-11 items-center gap-3 text-sm">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-club-red"
                      checked={chosen.includes(team.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...chosen, team.id] : chosen.filter((id) => id !== team.id),
                        )
                      }
                    />
                    {team.name}
                  </label>
                ))}
                {error && (
                  <p role="alert" className="text-sm text-club-red">
                    {error}
                  </p>
                )}
              </fieldset>
            );
          }}
        />
      )}
    </>
  );
}
