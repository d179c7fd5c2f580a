import { type InternationalFeature, insertInternationalSchema } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';

/** The order is not typed in: new items go last, and the list is ordered by dragging (ADR 026). */
const internationalFormSchema = insertInternationalSchema.omit({ order: true });

const toFormValues = (item: InternationalFeature | null) => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
});

export function InternationalForm(props: EntityFormProps<InternationalFeature>) {
  const { form, layout } = useEntityForm(props, {
    entity: 'international',
    schema: internationalFormSchema,
    toFormValues,
  });

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="title" label="Title" />
      <TextField form={form} name="description" label="Description" rows={3} className="sm:col-span-2" />
    </FormLayout>
  );
}
