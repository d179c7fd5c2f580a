import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { ORDER_DEFAULT } from '../../../../../shared/constants';
import type { Sponsor } from '../../../../../shared/schema';
import { toFormData } from '../../lib/form-data';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { ImagePicker } from '../../ui/image-picker';
import { sponsorFormSchema, useSponsorMutations } from './api';

type SponsorFormValues = FormValues<typeof sponsorFormSchema>;

const toFormValues = (item: Sponsor | null): SponsorFormValues => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  websiteUrl: item?.websiteUrl ?? '',
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function SponsorForm({ item, onDone }: { item: Sponsor | null; onDone: () => void }) {
  const { save, pending } = useSave(useSponsorMutations(), item);
  const [logo, setLogo] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<SponsorFormValues, unknown, z.output<typeof sponsorFormSchema>>({
    resolver: formResolver(sponsorFormSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty || logo !== null);
  // A new sponsor needs a logo; an edit without a new file keeps the current one.
  const logoMissing = !item && !logo;

  const onSubmit = (values: z.output<typeof sponsorFormSchema>) => {
    if (logoMissing) return;
    save(toFormData(values, { field: 'logo', file: logo }), () => {
      reset(toFormValues(null));
      setLogo(null);
      onDone();
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Sponsor name" error={errors.name?.message}>
        {(control) => <input {...control} className={inputClass} {...register('name')} />}
      </Field>
      <Field label="Website (optional)" error={errors.websiteUrl?.message} hint="For example https://example.com">
        {(control) => (
          <input {...control} type="url" inputMode="url" className={inputClass} {...register('websiteUrl')} />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} className={inputClass} {...register('description')} />}
      </Field>
      <Field label="Order" error={errors.order?.message} hint="Lower numbers are shown first.">
        {(control) => <input {...control} type="number" step={1} className={inputClass} {...register('order')} />}
      </Field>
      <div className="sm:col-span-2">
        <ImagePicker
          label={item ? 'Logo' : 'Logo (required)'}
          file={logo}
          onFileChange={setLogo}
          currentUrl={item?.logoUrl}
          hint={
            item
              ? 'JPG, PNG, GIF, WebP (up to 20MB). Leave empty to keep the current logo.'
              : 'JPG, PNG, GIF, WebP (up to 20MB). Choose a logo to create the sponsor.'
          }
        />
      </div>
      <div className="sm:col-span-2">
        <FormActions
          submitLabel={item ? 'Update Sponsor' : 'Create Sponsor'}
          pending={pending}
          disabled={logoMissing}
          onCancel={onDone}
        />
      </div>
    </form>
  );
}
