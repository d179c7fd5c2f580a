// An article as the portal's form holds it and as the API takes it (ADR 047). The form holds a date input's day and,
// for a scheduled article, a time input's time in the club's zone; the API takes publishDate as that day (a draft,
// a published article) or as the instant the day and time name (scheduled), checked by the shared insertNewsSchema
// so its messages are the server's.
import { z } from 'zod/v4';
import { ARTICLE_STATUSES, FEATURED_DEFAULT } from '../../../../../shared/constants';
import { insertNewsSchema, type NewsArticle } from '../../../../../shared/schema';
import { scheduledInstant, todayDateInput, toPublishInputs } from './news-dates';

/** Every control's value; the image comes from the picker. */
const formFields = z.object({
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  /** 'Publish date', or for a scheduled article 'Publish on': a date input's 'YYYY-MM-DD'. */
  publishDate: z.string(),
  /** 'at', shown for a scheduled article only: a time input's 'HH:mm' in club time. */
  publishTime: z.string(),
  featured: z.boolean(),
  /** 'Tour (optional)': a tour's id, or '' for none. */
  tourId: z.string(),
});
export type NewsFormValues = z.input<typeof formFields>;

export const PUBLISH_TIME_MESSAGE = 'Enter the time it goes public';

/** The article's shared rules, with the time a scheduled article needs (a day alone names no time). */
const checked = insertNewsSchema
  .omit({ imageUrl: true })
  .extend({ publishTime: z.string() })
  .superRefine((article, ctx) => {
    if (article.status === 'scheduled' && article.publishTime === '') {
      ctx.addIssue({ code: 'custom', path: ['publishTime'], message: PUBLISH_TIME_MESSAGE });
    }
  });

export const newsFormSchema = (timeZone: string) =>
  formFields
    .transform((values): z.input<typeof checked> => {
      if (values.status !== 'scheduled' || values.publishTime === '') return values;
      // A day and time that name no instant leave the date empty, for the date's own message.
      return { ...values, publishDate: scheduledInstant(values.publishDate, values.publishTime, timeZone) ?? '' };
    })
    .pipe(checked);

/**
 * A new article starts as a Draft: a half-written report must not go public with one tap on a phone. The writer
 * chooses Published or Scheduled when it is ready (ADR 047).
 */
export const toNewsFormValues = (item: NewsArticle | null, timeZone: string): NewsFormValues => ({
  title: item?.title ?? '',
  excerpt: item?.excerpt ?? '',
  content: item?.content ?? '',
  status: item?.status ?? 'draft',
  ...(item ? toPublishInputs(item, timeZone) : { publishDate: todayDateInput(), publishTime: '' }),
  featured: item?.featured ?? FEATURED_DEFAULT,
  tourId: item?.tourId ?? '',
});

/** The API's body: the time is part of publishDate by now. */
export const toNewsBody = ({ publishTime: _time, ...article }: z.output<ReturnType<typeof newsFormSchema>>) => article;
