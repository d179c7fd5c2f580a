import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { FEATURED_DEFAULT } from '../../../../../shared/constants';
import type { NewsArticle } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { useImageUpload } from '../../lib/upload';
import { useSave } from '../../lib/use-save';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { CheckboxField, Field, inputClass } from '../../ui/field';
import { FormActions } from '../../ui/form-panel';
import { ImagePicker } from '../../ui/image-picker';
import { newsFormSchema, useNewsMutations } from './api';
import { toDateInput, todayDateInput } from './news-dates';

type NewsFormValues = FormValues<typeof newsFormSchema>;

const toFormValues = (item: NewsArticle | null): NewsFormValues => ({
  title: item?.title ?? '',
  excerpt: item?.excerpt ?? '',
  content: item?.content ?? '',
  publishDate: item ? toDateInput(item.publishDate) : todayDateInput(),
  featured: item?.featured ?? FEATURED_DEFAULT,
});

export function NewsForm({ item, onDone }: { item: NewsArticle | null; onDone: () => void }) {
  const { save, pending } = useSave(useNewsMutations(), item);
  const { upload, uploading } = useImageUpload();
  const [file, setFile] = useState<File | null>(null);
  const [currentUrl, setCurrentUrl] = useState(item?.imageUrl ?? null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<NewsFormValues, unknown, z.output<typeof newsFormSchema>>({
    resolver: formResolver(newsFormSchema),
    defaultValues: toFormValues(item),
  });
  useUnsavedWarning(isDirty || file !== null);

  const onSubmit = async (values: z.output<typeof newsFormSchema>) => {
    const imageUrl = file ? await upload(file) : currentUrl;
    if (file && !imageUrl) return;
    save({ ...values, imageUrl: imageUrl ?? undefined }, () => {
      reset(toFormValues(null));
      setFile(null);
      onDone();
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <Field label="Title" error={errors.title?.message} className="sm:col-span-2">
        {(control) => <input {...control} className={inputClass} {...register('title')} />}
      </Field>
      <Field
        label="Excerpt"
        error={errors.excerpt?.message}
        hint="A sentence or two shown on the home page."
        className="sm:col-span-2"
      >
        {(control) => <textarea {...control} rows={2} className={inputClass} {...register('excerpt')} />}
      </Field>
      <Field label="Content" error={errors.content?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={6} className={inputClass} {...register('content')} />}
      </Field>
      <Field label="Publish date" error={errors.publishDate?.message}>
        {(control) => <input {...control} type="date" className={inputClass} {...register('publishDate')} />}
      </Field>
      <div className="flex items-end">
        <CheckboxField label="Featured">
          {(id) => <input id={id} type="checkbox" className="h-5 w-5 accent-club-red" {...register('featured')} />}
        </CheckboxField>
      </div>
      <div className="sm:col-span-2">
        <ImagePicker
          label="Article image (optional)"
          file={file}
          onFileChange={setFile}
          currentUrl={currentUrl}
          onRemoveCurrent={() => setCurrentUrl(null)}
        />
      </div>
      <div className="sm:col-span-2">
        <FormActions
          submitLabel={item ? 'Update Article' : 'Create Article'}
          pending={pending || uploading}
          pendingLabel={uploading ? 'Uploading image...' : 'Saving...'}
          onCancel={onDone}
        />
      </div>
    </form>
  );
}
