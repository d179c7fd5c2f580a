import { insertSponsorSchema, type Sponsor } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { ImageField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';

/** The sponsor as the form holds it; the logo travels as the multipart file 'logo'. */
export const sponsorFormSchema = insertSponsorSchema.omit({ logoUrl: true, order: true });

const toFormValues = (item: Sponsor | null) => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  websiteUrl: item?.websiteUrl ?? '',
});

export function SponsorForm(props: EntityFormProps<Sponsor>) {
  // A new sponsor needs a logo (the registry says so); an edit without a new file keeps the current one.
  const { form, image, layout } = useEntityForm(props, { entity: 'sponsors', schema: sponsorFormSchema, toFormValues });

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="name" label="Sponsor name" />
      <TextField
        form={form}
        name="websiteUrl"
        label="Website (optional)"
        hint="For example https://example.com"
        type="url"
        inputMode="url"
      />
      <TextField form={form} name="description" label="Description" rows={3} className="sm:col-span-2" />
      {image && (
        <ImageField
          image={image}
          label={props.item ? 'Logo' : 'Logo (required)'}
          hint={
            props.item
              ? 'JPG, PNG, GIF, WebP (up to 20MB). Leave empty to keep the current logo.'
              : 'JPG, PNG, GIF, WebP (up to 20MB). Choose a logo to create the sponsor.'
          }
        />
      )}
    </FormLayout>
  );
}
