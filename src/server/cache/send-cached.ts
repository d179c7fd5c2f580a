// Answers a request from a cached response: the best encoding the browser takes, or 304 when its copy is current.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedResponse, Produced } from './cached-response';
import { bytesFor, chooseEncoding, entityTag, matchesIfNoneMatch } from './negotiation';

export function sendCached(request: FastifyRequest, reply: FastifyReply, response: CachedResponse): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding'], response.body);
  const tag = entityTag(response.body, encoding);
  reply.header('Vary', 'Accept-Encoding').header('ETag', tag);
  // A revalidation that finds nothing changed costs a few header bytes instead of the page.
  if (response.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
    return reply.status(304).send();
  }
  const bytes = bytesFor(response.body, encoding);
  // With Content-Encoding already set, the compression plugin leaves the bytes alone.
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply
    .status(response.status)
    .header('Content-Type', response.contentType)
    .header('Content-Length', bytes.length)
    .send(bytes);
}

/**
 * Answers from the response cache under `key`, producing on a miss (lists, feeds, search files). These change whenever
 * staff edit; the browser asks each time and a 304 (no body) answers if unchanged.
 */
export async function sendFromCache(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<Produced>,
): Promise<FastifyReply> {
  const response = await app.responseCache.get(key, produce);
  reply.header('Cache-Control', 'no-cache');
  return sendCached(request, reply, response);
}
