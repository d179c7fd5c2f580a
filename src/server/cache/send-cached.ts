// Answers a request from a cached response: the best encoding the browser takes, or 304 when its copy is current.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bytesFor, chooseEncoding, entityTag, matchesIfNoneMatch } from './negotiation';
import type { CachedResponse } from './response-cache';

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
