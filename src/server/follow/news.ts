// News followers hear of each article once, when it becomes public (ADR 055): published by a staff write
// (announced in that write's transaction), or scheduled and its time come with no write (the follow task finds it).
// follow_announcements holds one row per article ever told: whoever inserts it queues the emails, in the same
// transaction, so two instances never both do; an article deleted and brought back by Undo is not told again.
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isArticlePublic } from '../../shared/articles';
import { paths } from '../../shared/paths';
import { followAnnouncements, followers, newsArticles } from '../../shared/schema';
import type { Db } from '../db/client';
import { queueEmail } from '../mail/queue';
import { absoluteUrl } from '../public-url';
import type { NewsPayload } from './follower-mail';

/** An absolute URL for the article's picture: uploads are paths on this site, others are kept as they are. */
const pictureUrl = (app: Pick<FastifyInstance, 'env'>, url: string | null) =>
  url ? (url.startsWith('/') ? absoluteUrl(app.env, url) : url) : null;

/**
 * Queues one 'follow-news' email per confirmed news follower for each article public at app.now() and never told
 * (only those of `only`, after a staff write). While SMTP_URL is unset the article is marked told and nothing is
 * queued: setting it later does not send old news. Answers how many emails were queued.
 */
export async function announceNews(
  app: Pick<FastifyInstance, 'env' | 'now' | 'mailSender'>,
  db: Db,
  { only }: { only?: string[] } = {},
): Promise<number> {
  const now = app.now();
  if (only && only.length === 0) return 0;
  const unannounced = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      slug: newsArticles.slug,
      excerpt: newsArticles.excerpt,
      imageUrl: newsArticles.imageUrl,
      status: newsArticles.status,
      publishDate: newsArticles.publishDate,
    })
    .from(newsArticles)
    .leftJoin(followAnnouncements, eq(followAnnouncements.articleId, newsArticles.id))
    .where(
      and(
        isNull(followAnnouncements.articleId),
        ne(newsArticles.status, 'draft'),
        only ? inArray(newsArticles.id, only) : undefined,
      ),
    );
  // The one rule of ADR 047, on the few never told (every other article has its announcement row).
  const articles = unannounced.filter((article) => isArticlePublic(article, now));
  let queued = 0;
  for (const article of articles) {
    queued += await db.transaction(async (tx) => {
      const won = await tx
        .insert(followAnnouncements)
        .values({ articleId: article.id, at: now })
        .onConflictDoNothing()
        .returning({ id: followAnnouncements.articleId });
      if (won.length === 0) return 0;
      return queueEmail(app, tx, async () => {
        const payload: NewsPayload = {
          title: article.title,
          excerpt: article.excerpt,
          url: absoluteUrl(app.env, paths.article(article.slug)),
          pictureUrl: pictureUrl(app, article.imageUrl),
        };
        const audience = await tx
          .select({ id: followers.id })
          .from(followers)
          .where(and(eq(followers.news, true), isNotNull(followers.confirmedAt)));
        return audience.map(({ id }) => ({ kind: 'follow-news', followerId: id, payload }));
      });
    });
  }
  return queued;
}
