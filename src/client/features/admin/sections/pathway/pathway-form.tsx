import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ABOUT_COLORS, ORDER_DEFAULT, PATHWAY_AGE_EXAMPLES } from '../../../../../shared/constants';
import { insertPathwaySchema, type PathwayStep } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { COLOR_OPTIONS } from '../../ui/colors';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { withCurrent } from '../../ui/select-options';
import { type PathwayBody, usePathwayMutations } from './api';

type PathwayFormValues = FormValues<typeof insertPathwaySchema>;

const toFormValues = (item: PathwayStep | null): PathwayFormValues => ({
  age: item?.age ?? '',
  title: item?.title ?? '',
  description: item?.description ?? '',
  color: item?.color ?? ABOUT_COLORS[0],
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function PathwayForm({ item, onDone }: { item: PathwayStep | null; onDone: () => void }) {
  const { save, pending } = useSave(usePathwayMutations(), item);
  const agesId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PathwayFormValues, unknown, PathwayBody>({
    resolver: formResolver(insertPathwaySchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty);

  const onSubmit = (body: PathwayBody) =>
    save(body, () => {
      reset(toFormValues(null));
      onDone();
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Age" error={errors.age?.message} hint={`An age label such as ${PATHWAY_AGE_EXAMPLES.join(', ')}.`}>
        {(control) => (
          <>
            <input {...control} list={agesId} className={inputClass} {...register('age')} />
            <datalist id={agesId}>
              {PATHWAY_AGE_EXAMPLES.map((age) => (
                <option key={age} value={age} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Title" error={errors.title?.message}>
        {(control) => <input {...control} className={inputClass} {...register('title')} />}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} className={inputClass} {...register('description')} />}
      </Field>
      <Field label="Color" error={errors.color?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...register('color')}>
            {withCurrent(COLOR_OPTIONS, item?.color).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Order" error={errors.order?.message} hint="Lower numbers are shown first.">
        {(control) => <input {...control} type="number" step={1} className={inputClass} {...register('order')} />}
      </Field>
      <div className="sm:col-span-2">
        <FormActions submitLabel={item ? 'Update Step' : 'Create Step'} pending={pending} onCancel={onDone} />
      </div>
    </form>
  );
}
