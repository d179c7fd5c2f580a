import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { ORDER_DEFAULT } from '../../../../../shared/constants';
import type { ClubManagementMember } from '../../../../../shared/schema';
import { toFormData } from '../../lib/form-data';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { ImagePicker } from '../../ui/image-picker';
import { memberFormSchema, useClubManagementMutations } from './api';

type MemberFormValues = FormValues<typeof memberFormSchema>;

const toFormValues = (item: ClubManagementMember | null): MemberFormValues => ({
  name: item?.name ?? '',
  role: item?.role ?? '',
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function MemberForm({ item, onDone }: { item: ClubManagementMember | null; onDone: () => void }) {
  const { save, pending } = useSave(useClubManagementMutations(), item);
  const [photo, setPhoto] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<MemberFormValues, unknown, z.output<typeof memberFormSchema>>({
    resolver: formResolver(memberFormSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty || photo !== null);

  const onSubmit = (values: z.output<typeof memberFormSchema>) =>
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
      <Field label="Role" error={errors.role?.message} hint="For example President, Secretary, Head Coach.">
        {(control) => <input {...control} className={inputClass} {...register('role')} />}
      </Field>
      <Field label="Order" error={errors.order?.message} hint="Lower numbers are shown first.">
        {(control) => <input {...control} type="number" step={1} className={inputClass} {...register('order')} />}
      </Field>
      <div className="sm:col-span-2">
        <ImagePicker label="Photo (optional)" file={photo} onFileChange={setPhoto} currentUrl={item?.photoUrl} />
      </div>
      <div className="sm:col-span-2">
        <FormActions submitLabel={item ? 'Update Member' : 'Create Member'} pending={pending} onCancel={onDone} />
      </div>
    </form>
  );
}
