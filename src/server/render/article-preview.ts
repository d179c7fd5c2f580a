// A signed-in staff member's `/news/{slug}?preview` (ADR 047): an article not public yet (a draft, or scheduled for
// later) rendered exactly as the public will see it. The page is made for this request only (cache/page-keys.ts);
// its news list gains the one article, as the public view shows an article (its public columns), and nothing else.
import type { QueryClient } from '@tanstack/react-query';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ArticlePreview } from '../../client/lib/page-request';
import { ENTITIES, listPath, type PublicRow } from '../../shared/entities';
import { pickPublic } from '../../shared/public-columns';
import { newsArticles } from '../../shared/schema';

/**
 * Puts the article at `slug` into the page's news list when the public list lacks it, and answers what the page's
 * notice says of it; null when there is no such article or it is public already (the page is then the public one).
 */
export async function addPreviewedArticle(
  app: FastifyInstance,
  queryClient: QueryClient,
  slug: string | undefined,
): Promise<ArticlePreview | null> {
  const key = [listPath('news')];
  const listed = queryClient.getQueryData<PublicRow<'news'>[]>(key) ?? [];
  if (slug === undefined || listed.some((article) => article.slug === slug)) return null;
  const [row] = await app.db.select().from(newsArticles).where(eq(newsArticles.slug, slug));
  if (!row || row.status === 'published') return null;
  // As JSON, as the public list's rows are: the page reads dates as ISO text.
  const shown = JSON.parse(JSON.stringify(pickPublic(ENTITIES.news.columns, row))) as PublicRow<'news'>;
  queryClient.setQueryData(key, [...listed, shown]);
  return { status: row.status, publishDate: row.publishDate.toISOString() };
}
