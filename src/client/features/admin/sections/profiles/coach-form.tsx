import type { Coach } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useFileForm } from '../../lib/use-file-form';
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
    resolver: formResolver(coachFormSchema),
    toFormValues,
    item,
    mutations: useCoachMutations(),
    fileField: 'photo',
    // Empty optional fields and an unset age are left out (spec section 5): toFormData skips them.
    onDone,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
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
