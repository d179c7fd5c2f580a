import { ABOUT_COLORS, ABOUT_ICONS, type AboutIcon } from '../../../../../shared/constants';
import { type AboutFeature, insertAboutSchema } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { ColorSelect, SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';

/** The order is not typed in: new items go last, and the list is ordered by dragging (ADR 026). */
const aboutFormSchema = insertAboutSchema.omit({ order: true });

const ICON_OPTIONS = ABOUT_ICONS.map((icon) => ({ value: icon, label: icon }));

const toFormValues = (item: AboutFeature | null) => ({
  icon: (ABOUT_ICONS as readonly string[]).includes(item?.icon ?? '') ? (item?.icon as AboutIcon) : ABOUT_ICONS[0],
  title: item?.title ?? '',
  description: item?.description ?? '',
  color: item?.color ?? ABOUT_COLORS[0],
});

export function AboutForm(props: EntityFormProps<AboutFeature>) {
  const { form, layout } = useEntityForm(props, { entity: 'about', schema: aboutFormSchema, toFormValues });

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="title" label="Title" />
      <SelectField form={form} name="icon" label="Icon" options={ICON_OPTIONS} />
      <TextField form={form} name="description" label="Description" rows={3} className="sm:col-span-2" />
      <ColorSelect form={form} palette="stored" />
    </FormLayout>
  );
}
