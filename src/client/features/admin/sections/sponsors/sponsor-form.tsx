import { ORDER_DEFAULT } from '../../../../../shared/constants';
import type { Sponsor } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useFileForm } from '../../lib/use-file-form';
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
  const {
    form: {
      register,
      formState: { errors },
    },
    file: logo,
    setFile: setLogo,
    onSubmit,
    pending,
  } = useFileForm({
    resolver: formResolver(sponsorFormSchema),
    toFormValues,
    item,
    mutations: useSponsorMutations(),
    fileField: 'logo',
    // A new sponsor needs a logo; an edit without a new file keeps the current one.
    fileRequired: !item,
    onDone,
  });
  const logoMissing = !item && !logo;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
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
