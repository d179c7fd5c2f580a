import { ABOUT_COLORS, ABOUT_ICONS, type AboutIcon, ORDER_DEFAULT } from '../../../../../shared/constants';
import { type AboutFeature, insertAboutSchema } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { ColorSelect, OrderField, SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';

const ICON_OPTIONS = ABOUT_ICONS.map((icon) => ({ value: icon, label: icon }));

const toFormValues = (item: AboutFeature | null) => ({
  icon: (ABOUT_ICONS as readonly string[]).includes(item?.icon ?? '') ? (item?.icon as AboutIcon) : ABOUT_ICONS[0],
  title: item?.title ?? '',
  description: item?.description ?? '',
  color: item?.color ?? ABOUT_COLORS[0],
  order: String(item?.order ?? ORDER_DEFAULT),
});

export function AboutForm(props: EntityFormProps<AboutFeature>) {
  const { form, layout } = useEntityForm(props, { entity: 'about', schema: insertAboutSchema, toFormValues });

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="title" label="Title" />
      <SelectField form={form} name="icon" label="Icon" options={ICON_OPTIONS} />
      <TextField form={form} name="description" label="Description" rows={3} className="sm:col-span-2" />
      <ColorSelect form={form} palette="stored" />
      <OrderField form={form} />
    </FormLayout>
  );
}
