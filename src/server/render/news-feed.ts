// /news/feed.xml: the latest public articles as an Atom feed. Read through the same public read as the
// pages and the sitemap (drafts and articles scheduled ahead are never in it), and served from the response cache
// like them: cleared by a staff write, and expired when a scheduled article's time comes (ADR 047).
import type { FastifyInstance } from 'fastify';
import { CLUB } from '../../shared/constants';
import { listPath } from '../../shared/entities';
import { paths } from '../../shared/paths';
import { atomFeed, type FeedArticle } from '../articles/atom-feed';
import { sendFromCache } from '../cache/send-cached';
import { readPublic } from '../entities/public-reads';
import { publicBaseUrl } from '../public-url';

/** What readers and the pages' head link call the feed. */
export const NEWS_FEED_TITLE = `${CLUB.name} News`;

export async function newsFeedRoute(app: FastifyInstance): Promise<void> {
  app.get(paths.newsFeed, { compress: false, schema: { hide: true } }, (request, reply) =>
    sendFromCache(app, request, reply, paths.newsFeed, async () => ({
      status: 200,
      contentType: 'application/atom+xml; charset=utf-8',
      body: atomFeed({
        articles: (await readPublic(app, listPath('news'))) as FeedArticle[],
        title: NEWS_FEED_TITLE,
        author: CLUB.name,
        siteUrl: publicBaseUrl(app.env),
        now: app.now(),
      }),
    })),
  );
}
