import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { AGE_GROUPS, TEAM_COLORS } from '../../../../../shared/constants';
import type { Team } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useImageUpload } from '../../lib/upload';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { ImagePicker } from '../../ui/image-picker';
import { withCurrent } from '../../ui/select-options';
import { teamFormSchema, useTeamMutations } from './api';
import { joinFeatures } from './features-text';
import { TEAM_COLOR_OPTIONS } from './team-colors';

type TeamFormValues = FormValues<typeof teamFormSchema>;

const toFormValues = (item: Team | null): TeamFormValues => ({
  name: item?.name ?? '',
  ageGroup: item?.ageGroup ?? '',
  description: item?.description ?? '',
  features: joinFeatures(item?.features ?? []),
  color: item?.color ?? TEAM_COLORS.red,
});

export function TeamForm({ item, onDone }: { item: Team | null; onDone: () => void }) {
  const { save, pending } = useSave(useTeamMutations(), item);
  const { upload, uploading } = useImageUpload();
  const [file, setFile] = useState<File | null>(null);
  const [currentUrl, setCurrentUrl] = useState(item?.imageUrl ?? null);
  const agesId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<TeamFormValues, unknown, z.output<typeof teamFormSchema>>({
    resolver: formResolver(teamFormSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty || file !== null);

  const onSubmit = async (values: z.output<typeof teamFormSchema>) => {
    const imageUrl = file ? await upload(file) : currentUrl;
    if (file && !imageUrl) return;
    save({ ...values, imageUrl: imageUrl ?? undefined }, () => {
      reset(toFormValues(null));
      setFile(null);
      onDone();
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Team name" error={errors.name?.message}>
        {(control) => <input {...control} className={inputClass} {...register('name')} />}
      </Field>
      <Field label="Age group" error={errors.ageGroup?.message}>
        {(control) => (
          <>
            <input {...control} list={agesId} className={inputClass} {...register('ageGroup')} />
            <datalist id={agesId}>
              {AGE_GROUPS.map((group) => (
                <option key={group.value} value={group.label} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} className={inputClass} {...register('description')} />}
      </Field>
      <Field
        label="Features"
        error={errors.features?.message}
        hint="Separate features with commas, e.g. Skills training, Weekly games, Fitness."
        className="sm:col-span-2"
      >
        {(control) => <input {...control} className={inputClass} {...register('features')} />}
      </Field>
      <Field label="Color" error={errors.color?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...register('color')}>
            {withCurrent(TEAM_COLOR_OPTIONS, item?.color).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <ImagePicker
          label="Team photo (optional)"
          file={file}
          onFileChange={setFile}
          currentUrl={currentUrl}
          onRemoveCurrent={() => setCurrentUrl(null)}
        />
      </div>
      <div className="sm:col-span-2">
        <FormActions
          submitLabel={item ? 'Update Team' : 'Create Team'}
          pending={pending || uploading}
          pendingLabel={uploading ? 'Uploading image...' : 'Saving...'}
          onCancel={onDone}
        />
      </div>
    </form>
  );
}
