import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import type { GalleryImage } from '../../../../../shared/schema';
import { toast } from '../../../../lib/toast';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useImageUpload } from '../../lib/upload';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { ImagePicker } from '../../ui/image-picker';
import { galleryFormSchema, useGalleryMutations } from './api';
import { CategorySuggestions } from './category-suggestions';

type GalleryFormValues = FormValues<typeof galleryFormSchema>;

const toFormValues = (item: GalleryImage): GalleryFormValues => ({
  title: item.title,
  description: item.description ?? '',
  category: item.category,
});

/** Single-edit mode: one image's details, and optionally a replacement image. */
export function GalleryEditForm({
  item,
  usedCategories,
  onDone,
}: {
  item: GalleryImage;
  usedCategories: string[];
  onDone: () => void;
}) {
  const { save, pending } = useSave(useGalleryMutations(), item);
  const { upload, uploading } = useImageUpload();
  const [file, setFile] = useState<File | null>(null);
  const [currentUrl, setCurrentUrl] = useState<string | null>(item.imageUrl);
  const categoriesId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<GalleryFormValues, unknown, z.output<typeof galleryFormSchema>>({
    resolver: formResolver(galleryFormSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty || file !== null);

  const onSubmit = async (values: z.output<typeof galleryFormSchema>) => {
    if (!file && !currentUrl) {
      toast({
        title: 'Image required',
        description: 'Please upload an image before submitting',
        variant: 'destructive',
      });
      return;
    }
    const imageUrl = file ? await upload(file) : currentUrl;
    if (!imageUrl) return;
    save({ ...values, imageUrl }, () => {
      setFile(null);
      onDone();
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Title" error={errors.title?.message}>
        {(control) => <input {...control} className={inputClass} {...register('title')} />}
      </Field>
      <Field label="Category" error={errors.category?.message}>
        {(control) => (
          <>
            <input {...control} list={categoriesId} className={inputClass} {...register('category')} />
            <CategorySuggestions id={categoriesId} used={usedCategories} />
          </>
        )}
      </Field>
      <Field label="Description (optional)" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={2} className={inputClass} {...register('description')} />}
      </Field>
      <div className="sm:col-span-2">
        <ImagePicker
          label="Image"
          file={file}
          onFileChange={setFile}
          currentUrl={currentUrl}
          onRemoveCurrent={() => setCurrentUrl(null)}
        />
      </div>
      <div className="sm:col-span-2">
        <FormActions
          submitLabel="Update Image"
          pending={pending || uploading}
          pendingLabel={uploading ? 'Uploading image...' : 'Saving...'}
          onCancel={onDone}
        />
      </div>
    </form>
  );
}
