// Following the club by email without an account (ADR 048): the JSON route. The plain forms on the public
// pages post to /follow (render/follow-pages.ts) and are read by the same rules; the links in the emails are pages.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { FOLLOW_MESSAGES, validateFollow } from '../../shared/follow';
import type { ContractTypeProvider } from '../api-contract';
import { AppError } from '../errors';
import { FOLLOW_RATE_LIMIT, follow, teamIds } from '../follow/service';
import { limitPerAddress } from '../limits/per-address';
import { errorResponses } from '../response-schemas';
import { parseJsonBody } from './route-helpers';

const followBody = z.object({
  email: z.string({ error: FOLLOW_MESSAGES.email }),
  news: z.boolean({ error: 'news must be true or false' }).optional(),
  teamIds: z.array(z.string(), { error: 'teamIds must be a list of team ids' }).max(100).optional(),
});

const followAnswer = z.object({ message: z.string() });

export async function followRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.post(
    '/api/follow',
    {
      onRequest: limitPerAddress(FOLLOW_RATE_LIMIT),
      schema: {
        summary:
          'Follow club news and teams by email: a confirmation link is emailed, and nothing else is sent until it is opened. The answer is the same whether or not the address already followed.',
        tags: ['follow'],
        body: followBody,
        response: { 202: followAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = parseJsonBody(request, followBody);
      const values = { email: body.email, news: body.news ?? false, teamIds: body.teamIds ?? [] };
      const result = validateFollow(values, await teamIds(app.db));
      if ('errors' in result) {
        const { email, choices } = result.errors;
        const issues = [
          ...(email ? [{ path: 'email', message: email }] : []),
          ...(choices ? [{ path: 'teamIds', message: choices }] : []),
        ];
        throw new AppError(400, 'Invalid input', issues);
      }
      await follow(app, result.follow);
      reply.status(202);
      return { message: FOLLOW_MESSAGES.sent };
    },
  );
}
