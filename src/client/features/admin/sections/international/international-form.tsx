import { ORDER_DEFAULT } from '../../../../../shared/constants';
import { type InternationalFeature, insertInternationalSchema } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { OrderField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';

const toFormValues = (item: InternationalFeature | null) => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function InternationalForm(props: EntityFormProps<InternationalFeature>) {
  const { form, layout } = useEntityForm(props, {
    entity: 'international',
    schema: insertInternationalSchema,
    toFormValues,
  });

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="title" label="Title" />
      <OrderField form={form} />
      <TextField form={form} name="description" label="Description" rows={3} className="sm:col-span-2" />
    </FormLayout>
  );
}
