import { useForm } from 'react-hook-form';
import { ABOUT_COLORS, ABOUT_ICONS, type AboutIcon, ORDER_DEFAULT } from '../../../../../shared/constants';
import { type AboutFeature, insertAboutSchema } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { COLOR_OPTIONS } from '../../ui/colors';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { withCurrent } from '../../ui/select-options';
import { type AboutBody, useAboutMutations } from './api';

type AboutFormValues = FormValues<typeof insertAboutSchema>;

const toFormValues = (item: AboutFeature | null): AboutFormValues => ({
  icon: (ABOUT_ICONS as readonly string[]).includes(item?.icon ?? '') ? (item?.icon as AboutIcon) : ABOUT_ICONS[0],
  title: item?.title ?? '',
  description: item?.description ?? '',
  color: item?.color ?? ABOUT_COLORS[0],
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function AboutForm({ item, onDone }: { item: AboutFeature | null; onDone: () => void }) {
  const { save, pending } = useSave(useAboutMutations(), item);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AboutFormValues, unknown, AboutBody>({
    resolver: formResolver(insertAboutSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty);

  const onSubmit = (body: AboutBody) =>
    save(body, () => {
      reset(toFormValues(null));
      onDone();
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Title" error={errors.title?.message}>
        {(control) => <input {...control} className={inputClass} {...register('title')} />}
      </Field>
      <Field label="Icon" error={errors.icon?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...register('icon')}>
            {ABOUT_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {icon}
              </option>
            ))}
          </select>
        )}
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
        <FormActions submitLabel={item ? 'Update Feature' : 'Create Feature'} pending={pending} onCancel={onDone} />
      </div>
    </form>
  );
}
