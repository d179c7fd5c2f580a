import { ABOUT_COLORS, PATHWAY_AGE_EXAMPLES } from '../../../../../shared/constants';
import { insertPathwaySchema, type PathwayStep } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { ColorSelect, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';

/** The order is not typed in: new items go last, and the list is ordered by dragging (ADR 026). */
const pathwayFormSchema = insertPathwaySchema.omit({ order: true });

const toFormValues = (item: PathwayStep | null) => ({
  age: item?.age ?? '',
  title: item?.title ?? '',
  description: item?.description ?? '',
  color: item?.color ?? ABOUT_COLORS[0],
});

export function PathwayForm(props: EntityFormProps<PathwayStep>) {
  const { form, layout } = useEntityForm(props, { entity: 'pathway', schema: pathwayFormSchema, toFormValues });

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
    </FormLayout>
  );
}
