import type { z } from 'zod/v4';
import {
  CURRENCY_PREFIX,
  MERCH_COLLECTIONS,
  MERCH_DEFAULT_COLLECTION,
  ORDER_DEFAULT,
} from '../../../../../shared/constants';
import type { MerchandiseItem } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useFileForm } from '../../lib/use-file-form';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { ImagePicker } from '../../ui/image-picker';
import { withCurrent } from '../../ui/select-options';
import { merchandiseFormSchema, useMerchandiseMutations } from './api';
import { priceAmount, priceText } from './price';

type MerchandiseFormValues = FormValues<typeof merchandiseFormSchema>;

const COLLECTION_OPTIONS = MERCH_COLLECTIONS.map((collection) => ({ value: collection, label: collection }));

const toFormValues = (item: MerchandiseItem | null): MerchandiseFormValues => ({
  collection: item?.collection ?? MERCH_DEFAULT_COLLECTION,
  name: item?.name ?? '',
  description: item?.description ?? '',
  price: item ? priceAmount(item.price) : '',
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function MerchandiseForm({ item, onDone }: { item: MerchandiseItem | null; onDone: () => void }) {
  const {
    form: {
      register,
      formState: { errors },
    },
    file: image,
    setFile: setImage,
    onSubmit,
    pending,
  } = useFileForm({
    resolver: formResolver(merchandiseFormSchema),
    toFormValues,
    item,
    mutations: useMerchandiseMutations(),
    fileField: 'image',
    toBody: (values: z.output<typeof merchandiseFormSchema>) => ({ ...values, price: priceText(values.price) }),
    onDone,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <Field label="Collection" error={errors.collection?.message}>
        {(control) => (
          <select {...control} className={inputClass} {...register('collection')}>
            {withCurrent(COLLECTION_OPTIONS, item?.collection).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Name" error={errors.name?.message}>
        {(control) => <input {...control} className={inputClass} {...register('name')} />}
      </Field>
      <Field label="Price" error={errors.price?.message} hint="The amount in kina, e.g. 85.00">
        {(control) => (
          <div className="flex">
            <span className="inline-flex items-center rounded-l-md border border-r-0 border-neutral-300 bg-neutral-100 px-3 text-sm font-semibold text-neutral-700">
              {CURRENCY_PREFIX}
            </span>
            <input {...control} inputMode="decimal" className={`${inputClass} rounded-l-none`} {...register('price')} />
          </div>
        )}
      </Field>
      <Field label="Order" error={errors.order?.message} hint="Lower numbers are shown first.">
        {(control) => <input {...control} type="number" step={1} className={inputClass} {...register('order')} />}
      </Field>
      <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={3} className={inputClass} {...register('description')} />}
      </Field>
      <div className="sm:col-span-2">
        <ImagePicker label="Image (optional)" file={image} onFileChange={setImage} currentUrl={item?.imageUrl} />
      </div>
      <div className="sm:col-span-2">
        <FormActions submitLabel={item ? 'Update Item' : 'Create Item'} pending={pending} onCancel={onDone} />
      </div>
    </form>
  );
}
