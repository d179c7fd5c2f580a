import { type GalleryImage, insertGallerySchema } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { ImageField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { categorySuggestions } from './category-suggestions';

/** One image as the edit form holds it; the image itself comes from the picker. */
const galleryFormSchema = insertGallerySchema.omit({ imageUrl: true });

const toFormValues = (item: GalleryImage | null) => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  category: item?.category ?? '',
});

/** Single-edit mode: one image's details, and optionally a replacement image. */
export function GalleryEditForm({
  usedCategories,
  ...props
}: EntityFormProps<GalleryImage> & { usedCategories: string[] }) {
  const { form, image, layout } = useEntityForm(props, { entity: 'gallery', schema: galleryFormSchema, toFormValues });

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="title" label="Title" />
      <TextField form={form} name="category" label="Category" suggestions={categorySuggestions(usedCategories)} />
      <TextField form={form} name="description" label="Description (optional)" rows={2} className="sm:col-span-2" />
      {image && <ImageField image={image} label="Image" />}
    </FormLayout>
  );
}
