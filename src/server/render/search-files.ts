// /sitemap.xml and /robots.txt for search engines: absolute URLs from PUBLIC_URL, served from the response cache
// like pages (the sitemap lists articles and tours, so every staff write clears it with the rest).
import type { FastifyInstance } from 'fastify';
import { listPath } from '../../shared/entities';
import { paths } from '../../shared/paths';
import { fixedPublicPaths } from '../../shared/public-routes';
import type { NewsArticle } from '../../shared/schema';
import { TOUR_PAGES_READ, type TourWithMoney } from '../../shared/tour-page';
import { sendFromCache } from '../cache/send-cached';
import { readPublic } from '../entities/public-reads';
import { escapeXml } from '../escape-xml';
import { absoluteUrl } from '../public-url';

/** What only staff use: nothing there for a search engine. */
const DISALLOWED = [paths.admin, paths.auth, '/api/'];

async function sitemapPaths(app: FastifyInstance): Promise<string[]> {
  // The articles public now (ADR 047); kept until a write, or until a scheduled one's time comes.
  const news = (await readPublic(app, listPath('news'))) as Pick<NewsArticle, 'slug'>[];
  const tours = (await readPublic(app, TOUR_PAGES_READ)) as Pick<TourWithMoney, 'slug'>[];
  return [
    ...fixedPublicPaths(),
    ...news.map((article) => paths.article(article.slug)),
    ...tours.map((tour) => paths.tour(tour.slug)),
  ];
}

export async function searchFileRoutes(app: FastifyInstance): Promise<void> {
  const serve = (url: string, contentType: string, produce: () => Promise<string>) =>
    app.get(url, { compress: false, schema: { hide: true } }, (request, reply) =>
      sendFromCache(app, request, reply, url, async () => ({ status: 200, contentType, body: await produce() })),
    );

  serve('/sitemap.xml', 'application/xml; charset=utf-8', async () => {
    const urls = (await sitemapPaths(app)).map(
      (path) => `  <url><loc>${escapeXml(absoluteUrl(app.env, path))}</loc></url>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  });

  serve('/robots.txt', 'text/plain; charset=utf-8', async () =>
    [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${absoluteUrl(app.env, '/sitemap.xml')}`,
      '',
    ].join('\n'),
  );
}
