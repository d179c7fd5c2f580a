import { zonePlace } from '../../../../../shared/club-time';
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES, type ArticleStatus } from '../../../../../shared/constants';
import type { NewsArticle } from '../../../../../shared/schema';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { usePortalList } from '../../../../lib/entity-queries';
import { type EntityFormProps, useEntityForm } from '../../lib/use-entity-form';
import { CheckboxInput, ImageField, SelectField, TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { MarkdownField } from '../../ui/markdown-field';
import { newsFormSchema, toNewsBody, toNewsFormValues } from './news-form-schema';

const STATUS_OPTIONS = ARTICLE_STATUSES.map((status) => ({ value: status, label: ARTICLE_STATUS_LABELS[status] }));

/** What each status means, under the choice (ADR 047). */
const STATUS_HINTS: Record<ArticleStatus, string> = {
  draft: 'Only staff see it, until you choose Scheduled or Published.',
  scheduled: 'It appears on the website by itself at the day and time below.',
  published: 'On the website as soon as it is saved.',
};

export function NewsForm(props: EntityFormProps<NewsArticle>) {
  const timeZone = useClubTimeZone();
  const { form, image, layout } = useEntityForm(props, {
    entity: 'news',
    schema: newsFormSchema(timeZone),
    toFormValues: (item) => toNewsFormValues(item, timeZone),
    toBody: toNewsBody,
  });
  const status = form.watch('status');
  const tours = usePortalList('tours');
  const tourOptions = (tours.data ?? []).map((tour) => ({ value: tour.id, label: tour.title }));

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
      <SelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} hint={STATUS_HINTS[status]} />
      {status === 'scheduled' ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField form={form} name="publishDate" label="Publish on" type="date" />
          <TextField form={form} name="publishTime" label="at" type="time" hint={`${zonePlace(timeZone)} time.`} />
        </div>
      ) : (
        <TextField form={form} name="publishDate" label="Publish date" type="date" />
      )}
      <div className="flex items-end">
        <CheckboxInput form={form} name="featured" label="Featured" />
      </div>
      <SelectField
        form={form}
        name="tourId"
        label="Tour (optional)"
        options={tourOptions}
        placeholder="No tour"
        hint="An article about a tour is listed on the tour's page."
      />
      {image && <ImageField image={image} label="Article image (optional)" />}
    </FormLayout>
  );
}
