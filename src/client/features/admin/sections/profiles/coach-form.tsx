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
import { ImagePicker } from '../../ui/image-picker';
import { coachFormSchema, useCoachMutations } from './api';

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
      <Field label="Age (optional)" error={errors.age?.message}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={inputClass}
            {...register('age')}
          />
        )}
      </Field>
      <Field label="Date of birth (optional)" error={errors.dateOfBirth?.message} hint="For example 03-15-1985">
        {(control) => <input {...control} className={inputClass} {...register('dateOfBirth')} />}
      </Field>
      <Field label="From (optional)" error={errors.location?.message} hint="Home town or province">
        {(control) => <input {...control} className={inputClass} {...register('location')} />}
      </Field>
      <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} className={inputClass} {...register('description')} />}
      </Field>
      <div className="sm:col-span-2">
        <ImagePicker
          label="Photo (optional)"
          accept="image/*"
          file={photo}
          onFileChange={setPhoto}
          currentUrl={item?.photoUrl}
        />
      </div>
      <div className="sm:col-span-2">
        <FormActions submitLabel={item ? 'Update Coach' : 'Create Coach'} pending={pending} onCancel={onDone} />
      </div>
    </form>
  );
}
