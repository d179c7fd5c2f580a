import { FEATURED_DEFAULT } from '../../../../../shared/constants';
import { insertNewsSchema, type NewsArticle } from '../../../../../shared/schema';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { CheckboxInput, ImageField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { MarkdownField } from '../../ui/markdown-field';
import { toDateInput, todayDateInput } from './news-dates';

/** The article as the form holds it: publishDate is a date input's text; the image comes from the picker. */
export const newsFormSchema = insertNewsSchema.omit({ imageUrl: true });

const toFormValues = (item: NewsArticle | null) => ({
  title: item?.title ?? '',
  excerpt: item?.excerpt ?? '',
  content: item?.content ?? '',
  publishDate: item ? toDateInput(item.publishDate) : todayDateInput(),
  featured: item?.featured ?? FEATURED_DEFAULT,
});

export function NewsForm(props: EntityFormProps<NewsArticle>) {
  const { form, image, layout } = useEntityForm(props, { entity: 'news', schema: newsFormSchema, toFormValues });

  return (
    <FormLayout {...layout}>
      <TextField form={form} name="title" label="Title" className="sm:col-span-2" />
      <TextField
        form={form}
        name="excerpt"
        label="Excerpt"
        hint="A sentence or two shown on the home page and in link previews. Leave it empty to use the article's first paragraph."
        rows={2}
        className="sm:col-span-2"
      />
      <MarkdownField
        form={form}
        name="content"
        label="Content"
        hint="A blank line starts a new paragraph. Use the buttons for headings, bold, lists, links and pictures."
        className="sm:col-span-2"
      />
      <TextField form={form} name="publishDate" label="Publish date" type="date" />
      <div className="flex items-end">
        <CheckboxInput form={form} name="featured" label="Featured" />
      </div>
      {image && <ImageField image={image} label="Article image (optional)" />}
    </FormLayout>
  );
}
