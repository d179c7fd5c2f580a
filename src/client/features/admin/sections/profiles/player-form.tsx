import type { Player } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useFileForm } from '../../lib/use-file-form';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { playerFormSchema, usePlayerMutations, useTeamOptions } from './api';
import { PersonDetailFields } from './person-detail-fields';

type PlayerFormValues = FormValues<typeof playerFormSchema>;

const toFormValues = (item: Player | null): PlayerFormValues => ({
  name: item?.name ?? '',
  age: item?.age ? String(item.age) : '',
  dateOfBirth: item?.dateOfBirth ?? '',
  location: item?.location ?? '',
  position: item?.position ?? '',
  teamId: item?.teamId ?? '',
  description: item?.description ?? '',
});

export function PlayerForm({ item, onDone }: { item: Player | null; onDone: () => void }) {
  const teams = useTeamOptions();
  const {
    form: {
      register,
      formState: { errors },
    },
    file: photo,
    setFile: setPhoto,
    onSubmit,
    pending,
  } = useFileForm({
    resolver: formResolver(playerFormSchema),
    toFormValues,
    item,
    mutations: usePlayerMutations(),
    fileField: 'photo',
    // Empty optional fields and an unset age are left out (spec section 5): toFormData skips them.
    onDone,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" error={errors.name?.message}>
        {(control) => <input {...control} className={inputClass} {...register('name')} />}
      </Field>
      <Field label="Position" error={errors.position?.message} hint="For example Point Guard, Center.">
        {(control) => <input {...control} className={inputClass} {...register('position')} />}
      </Field>
      <Field label="Team (optional)" error={errors.teamId?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...register('teamId')}>
            <option value="">No team</option>
            {(teams.data ?? []).map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PersonDetailFields
        fields={{
          age: register('age'),
          dateOfBirth: register('dateOfBirth'),
          location: register('location'),
          description: register('description'),
        }}
        errors={errors}
        dateOfBirthHint="For example 03-15-2010"
        photo={photo}
        onPhotoChange={setPhoto}
        currentPhotoUrl={item?.photoUrl}
      />
      <div className="sm:col-span-2">
        <FormActions submitLabel={item ? 'Update Player' : 'Create Player'} pending={pending} onCancel={onDone} />
      </div>
    </form>
  );
}
