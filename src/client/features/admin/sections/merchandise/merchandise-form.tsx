import { CURRENCY_PREFIX, MERCH_COLLECTIONS, MERCH_DEFAULT_COLLECTION } from '../../../../../shared/constants';
import { priceAmount } from '../../../../../shared/price';
import { insertMerchandiseSchema, type MerchandiseItem } from '../../../../../shared/schema';
import { Field, Input } from '../../../../components/ui/field';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { ImageField, SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';

/** The item as the form holds it: price is the amount after 'PGK'; the image is the optional file 'image'. */
const merchandiseFormSchema = insertMerchandiseSchema.omit({ imageUrl: true, order: true });

const COLLECTION_OPTIONS = MERCH_COLLECTIONS.map((collection) => ({ value: collection, label: collection }));

const toFormValues = (item: MerchandiseItem | null) => ({
  collection: item?.collection ?? MERCH_DEFAULT_COLLECTION,
  name: item?.name ?? '',
  description: item?.description ?? '',
  price: item ? priceAmount(item.price) : '',
});

export function MerchandiseForm(props: EntityFormProps<MerchandiseItem>) {
  const { form, image, layout } = useEntityForm(props, {
    entity: 'merchandise',
    schema: merchandiseFormSchema,
    toFormValues,
  });

  return (
    <FormLayout {...layout}>
      <SelectField form={form} name="collection" label="Collection" options={COLLECTION_OPTIONS} />
      <TextField form={form} name="name" label="Name" />
      <Field
        label="Price"
        error={form.formState.errors.price?.message}
        hint="The amount in kina, e.g. 85.00 (K85 and PGK 85 work too)"
      >
        {(control) => (
          <div className="flex">
            <span className="inline-flex items-center rounded-l-md border border-r-0 border-neutral-500 bg-neutral-100 px-3 text-sm font-semibold text-neutral-700">
              {CURRENCY_PREFIX}
            </span>
            <Input {...control} inputMode="decimal" className="rounded-l-none" {...form.register('price')} />
          </div>
        )}
      </Field>
      <TextField form={form} name="description" label="Description (optional)" rows={3} className="sm:col-span-2" />
      {image && <ImageField image={image} label="Image (optional)" />}
    </FormLayout>
  );
}
