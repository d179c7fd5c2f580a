// GET /go/sponsor/{id}: a follow of a sponsor's website link from our pages, counted (visits/) and sent on
// to the sponsor's site with a 302. The address is the sponsor's public one, from the same cached list the pages
// show: no query per click. An unknown id, or a sponsor with no website, answers the site's 404 page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { listPath } from '../../shared/entities';
import { paths } from '../../shared/paths';
import type { Sponsor } from '../../shared/schema';
import { readPublic } from '../entities/public-reads';

export type AnswerNotFound = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

const params = z.object({ id: z.uuid() });

/** Only a web address is followed: a Location is never anything else. */
const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

export async function sponsorLinkRoutes(app: FastifyInstance, { notFound }: { notFound: AnswerNotFound }) {
  app.get(paths.sponsorLink(':id'), { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) return notFound(request, reply);
    const sponsors = (await readPublic(app, listPath('sponsors'))) as Pick<Sponsor, 'id' | 'websiteUrl'>[];
    const sponsor = sponsors.find((s) => s.id === parsed.data.id);
    if (!sponsor || !isWebAddress(sponsor.websiteUrl)) return notFound(request, reply);
    if (request.method === 'GET') app.visits.countClick(request, sponsor.id);
    // Every follow comes back here to be counted: neither the browser nor a proxy keeps the redirect.
    return reply.header('Cache-Control', 'no-store').redirect(sponsor.websiteUrl, 302);
  });
}
