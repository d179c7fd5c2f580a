import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import type { Player } from '../../../../../shared/schema';
import { toFormData } from '../../lib/form-data';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
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
  const { save, pending } = useSave(usePlayerMutations(), item);
  const teams = useTeamOptions();
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PlayerFormValues, unknown, z.output<typeof playerFormSchema>>({
    resolver: formResolver(playerFormSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty || photo !== null);

  // Empty optional fields and an unset age are left out (spec section 5).
  const onSubmit = (values: z.output<typeof playerFormSchema>) =>
    save(toFormData(values, { field: 'photo', file: photo }), () => {
      reset(toFormValues(null));
      setPhoto(null);
      onDone();
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
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
