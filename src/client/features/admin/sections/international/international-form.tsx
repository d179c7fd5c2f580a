import { useForm } from 'react-hook-form';
import { ORDER_DEFAULT } from '../../../../../shared/constants';
import { type InternationalFeature, insertInternationalSchema } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { type InternationalBody, useInternationalMutations } from './api';

type InternationalFormValues = FormValues<typeof insertInternationalSchema>;

const toFormValues = (item: InternationalFeature | null): InternationalFormValues => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function InternationalForm({ item, onDone }: { item: InternationalFeature | null; onDone: () => void }) {
  const { save, pending } = useSave(useInternationalMutations(), item);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<InternationalFormValues, unknown, InternationalBody>({
    resolver: formResolver(insertInternationalSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty);

  const onSubmit = (body: InternationalBody) =>
    save(body, () => {
      reset(toFormValues(null));
      onDone();
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Title" error={errors.title?.message}>
        {(control) => <input {...control} className={inputClass} {...register('title')} />}
      </Field>
      <Field label="Order" error={errors.order?.message} hint="Lower numbers are shown first.">
        {(control) => <input {...control} type="number" step={1} className={inputClass} {...register('order')} />}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} className={inputClass} {...register('description')} />}
      </Field>
      <div className="sm:col-span-2">
        <FormActions submitLabel={item ? 'Update Feature' : 'Create Feature'} pending={pending} onCancel={onDone} />
      </div>
    </form>
  );
}
