// A public GET answering JSON from the response cache: the database is read only on a miss, and not even then
// when the pages have read the same list since the last write that may change it (ADR 036).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFromCache } from '../cache/send-cached';
import { readPublic } from '../entities/public-reads';

/** What a cached JSON answer is sent as. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** `key` is the list's API path, as entities/public-reads.ts names it: the pages' read of it is the same. */
export function cachedJsonHandler(app: FastifyInstance, key: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await sendFromCache(app, request, reply, key, async () => ({
      status: 200,
      contentType: JSON_CONTENT_TYPE,
      // What Fastify's default serializer would send.
      body: JSON.stringify(await readPublic(app, key)),
    }));
    return reply;
  };
}
