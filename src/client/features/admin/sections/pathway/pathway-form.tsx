import { ABOUT_COLORS, ORDER_DEFAULT, PATHWAY_AGE_EXAMPLES } from '../../../../../shared/constants';
import { insertPathwaySchema, type PathwayStep } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { ColorSelect, OrderField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';

const toFormValues = (item: PathwayStep | null) => ({
  age: item?.age ?? '',
  title: item?.title ?? '',
  description: item?.description ?? '',
  color: item?.color ?? ABOUT_COLORS[0],
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function PathwayForm(props: EntityFormProps<PathwayStep>) {
  const { form, layout } = useEntityForm(props, { entity: 'pathway', schema: insertPathwaySchema, toFormValues });

  return (
    <FormLayout {...layout}>
      <TextField
        form={form}
        name="age"
        label="Age"
        hint={`An age label such as ${PATHWAY_AGE_EXAMPLES.join(', ')}.`}
        suggestions={PATHWAY_AGE_EXAMPLES}
      />
      <TextField form={form} name="title" label="Title" />
      <TextField form={form} name="description" label="Description" rows={3} className="sm:col-span-2" />
      <ColorSelect form={form} palette="stored" />
      <OrderField form={form} />
    </FormLayout>
  );
}
