import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import type { Coach } from '../../../../../shared/schema';
import { toFormData } from '../../lib/form-data';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { coachFormSchema, useCoachMutations } from './api';
import { PersonDetailFields } from './person-detail-fields';

type CoachFormValues = FormValues<typeof coachFormSchema>;

const toFormValues = (item: Coach | null): CoachFormValues => ({
  name: item?.name ?? '',
  age: item?.age ? String(item.age) : '',
  dateOfBirth: item?.dateOfBirth ?? '',
  location: item?.location ?? '',
  role: item?.role ?? '',
  description: item?.description ?? '',
});

export function CoachForm({ item, onDone }: { item: Coach | null; onDone: () => void }) {
  const { save, pending } = useSave(useCoachMutations(), item);
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<CoachFormValues, unknown, z.output<typeof coachFormSchema>>({
    resolver: formResolver(coachFormSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty || photo !== null);

  // Empty optional fields and an unset age are left out (spec section 5).
  const onSubmit = (values: z.output<typeof coachFormSchema>) =>
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
      <Field label="Role" error={errors.role?.message} hint="For example Head Coach, Assistant Coach.">
        {(control) => <input {...control} className={inputClass} {...register('role')} />}
      </Field>
      <PersonDetailFields
        fields={{
          age: register('age'),
          dateOfBirth: register('dateOfBirth'),
          location: register('location'),
          description: register('description'),
        }}
        errors={errors}
        dateOfBirthHint="For example 03-15-1985"
        photo={photo}
        onPhotoChange={setPhoto}
        currentPhotoUrl={item?.photoUrl}
      />
      <div className="sm:col-span-2">
        <FormActions submitLabel={item ? 'Update Coach' : 'Create Coach'} pending={pending} onCancel={onDone} />
      </div>
    </form>
  );
}
