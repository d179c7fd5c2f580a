import { ORDER_DEFAULT } from '../../../../../shared/constants';
import type { ClubManagementMember } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useFileForm } from '../../lib/use-file-form';
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
    resolver: formResolver(memberFormSchema),
    toFormValues,
    item,
    mutations: useClubManagementMutations(),
    fileField: 'photo',
    onDone,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
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
