// The server's half of news articles (src/shared/entities/news/definition.ts): a slug made from the title, an
// excerpt from the body (ADR 046), only the articles public now in the public lists (ADR 047), their status told in
// the activity log, and followers told of each article that becomes public (ADR 048).
import { eq } from 'drizzle-orm';
import { type ArticleTiming, isArticlePublic, nextArticleRelease } from '../../shared/articles';
import { formatClubDayTime } from '../../shared/club-time';
import type { ArticleStatus } from '../../shared/constants';
import { ENTITIES } from '../../shared/entities';
import { insertNewsSchema, newsArticles, tours } from '../../shared/schema';
import type { ToldChange } from '../activity/entity-words';
import { articleStatus } from '../activity/sentences';
import { withExcerpt } from '../articles/article-excerpt';
import { AppError } from '../errors';
import { newsWrites } from '../follow/followed-writes';
import { newSlug } from '../services/slugs';
import { defineServerEntity, fixed } from './define';

const { fields } = ENTITIES.news.activity;

/**
 * An article's status in words (ADR 047): saved as a draft, scheduled (for its time in club time) or published,
 * when it is new (not Published: that is the usual 'added') or its status or scheduled time changed.
 */
function toldOfArticle({ who, item, before, after, changed, timeZone }: ToldChange): string | null {
  const status = after.status as ArticleStatus;
  const scheduledAt = after.publishDate instanceof Date ? after.publishDate : null;
  const rescheduled =
    status === 'scheduled' && (before?.publishDate as Date | undefined)?.getTime() !== scheduledAt?.getTime();
  if (before ? before.status === status && !rescheduled : status === 'published') return null;
  const others = changed.filter((field) => field !== fields.status && field !== fields.publishDate);
  if (status === 'draft') return articleStatus(who, item, { draft: true }, others);
  if (status === 'published') return articleStatus(who, item, { published: true }, others);
  const scheduledFor = scheduledAt ? formatClubDayTime(scheduledAt, timeZone) : 'later';
  return articleStatus(who, item, { scheduledFor }, others);
}

export const newsServer = defineServerEntity('news', {
  insert: fixed(insertNewsSchema),
  demo: () => import('./demo/news').then((demo) => demo.newsDemo),
  // Read and written under the images lock that every write of an article holds (its image is an upload), so two
  // created at once cannot take the same slug.
  onCreate: async (db, values) => ({ ...values, slug: await newSlug(db, newsArticles, String(values.title)) }),
  // An article names its tour by id: one that is no tour is the field's mistake, not the server's.
  assertReferences: async (db, values) => {
    if (typeof values.tourId !== 'string') return;
    const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, values.tourId));
    if (!tour) throw new AppError(400, 'Invalid input', [{ path: 'tourId', message: 'Not the id of a tour' }]);
  },
  prepare: withExcerpt,
  restoreClash: 'another article now has its web address',
  naming: { told: toldOfArticle },
  publicView: {
    shownWhen: {
      shown: (row, now) => isArticlePublic(row as ArticleTiming, now),
      changesAt: (rows, now) => nextArticleRelease(rows as ArticleTiming[], now),
    },
  },
  followed: newsWrites,
});
