// GET /api/tours/{slug}: one tour as its public page shows it, the money raised, the supporters as they
// chose to be shown, the squad by each profile's publishing choices, and the articles about it that are public now.
// Served from the response cache as the public lists are (ADR 036), and made from the same public reads the page is.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { ENTITIES, type PublicRows } from '../../shared/entities';
import type { PublicPlayer } from '../../shared/publishing';
import {
  coaches as coachesTable,
  newsArticles,
  players as playersTable,
  tours as toursTable,
} from '../../shared/schema';
import { findTour, TOUR_PAGES_READ, type TourPage, type TourWithMoney, tourPage } from '../../shared/tour-page';
import type { ContractTypeProvider } from '../api-contract';
import { sendFromCache } from '../cache/send-cached';
import { PUBLIC_VIEWS } from '../entities/content-catalogue';
import { readPublic } from '../entities/public-reads';
import { notFound, parseInput } from '../errors';
import { cachedResponses, componentName, publicRowSchema, rowSchema } from '../response-schemas';
import { JSON_CONTENT_TYPE } from './cached-json';

const slugParams = z.object({ slug: z.string() });
/** The answer's schema, from the same row schemas the public lists declare (one component each). */
function tourPageSchema() {
  const tour = rowSchema(toursTable, componentName(ENTITIES.tours.label)) as unknown as z.ZodObject;
  const player = publicRowSchema(
    PUBLIC_VIEWS.players,
    rowSchema(playersTable, componentName(ENTITIES.players.label)),
    `Public${componentName(ENTITIES.players.label)}`,
  );
  const coach = rowSchema(coachesTable, componentName(ENTITIES.coaches.label));
  const article = (rowSchema(newsArticles, componentName(ENTITIES.news.label)) as unknown as z.ZodObject).pick({
    id: true,
    title: true,
    slug: true,
    excerpt: true,
    publishDate: true,
    imageUrl: true,
  });
  return tour.extend({
    raisedToea: z.number().int(),
    supporters: z.array(z.object({ name: z.string(), amountToea: z.number().int().nullable() })),
    squad: z.object({ players: z.array(player), coaches: z.array(coach) }),
    articles: z.array(article),
  });
}

/** The tour's page at `slug` as visitors may read it now, or undefined when no tour has that slug. */
export async function readTourPage(app: FastifyInstance, slug: string): Promise<TourPage | undefined> {
  const [tours, players, coaches, news] = await Promise.all([
    readPublic(app, TOUR_PAGES_READ) as Promise<TourWithMoney[]>,
    readPublic(app, '/api/players') as Promise<PublicPlayer[]>,
    readPublic(app, '/api/coaches') as Promise<PublicRows['coaches'][]>,
    readPublic(app, '/api/news') as Promise<PublicRows['news'][]>,
  ]);
  const tour = findTour(tours, slug);
  return tour && tourPage(tour, { players, coaches, news });
}

export async function tourRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.get(
    '/api/tours/:slug',
    {
      compress: false,
      schema: {
        summary:
          "One tour as its page shows it: the money raised, its supporters as each chose to be shown, its squad by each profile's publishing choices, and the articles about it",
        tags: ['tours'],
        params: slugParams,
        response: { 200: tourPageSchema(), ...cachedResponses },
      },
    },
    async (request, reply) => {
      const { slug } = parseInput(slugParams, request.params);
      // Only a tour's own address is kept in the cache: no address a client makes up can add an entry.
      if (!findTour((await readPublic(app, TOUR_PAGES_READ)) as TourWithMoney[], slug))
        throw notFound('Tour not found');
      return sendFromCache(app, request, reply, `/api/tours/${slug}`, async () => {
        const page = await readTourPage(app, slug);
        if (!page)
          return { status: 404, contentType: JSON_CONTENT_TYPE, body: JSON.stringify({ message: 'Tour not found' }) };
        return { status: 200, contentType: JSON_CONTENT_TYPE, body: JSON.stringify(page) };
      });
    },
  );
}
