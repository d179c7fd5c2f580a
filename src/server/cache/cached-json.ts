// A public GET answering JSON from the response cache: the database is read only on a miss.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCached } from './send-cached';

export function cachedJsonHandler(app: FastifyInstance, key: string, read: () => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await app.responseCache.get(key, async () => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      // What Fastify's default serializer would send.
      body: JSON.stringify(await read()),
    }));
    // Lists change whenever staff edit; the browser asks each time and a 304 (no body) answers if unchanged.
    reply.header('Cache-Control', 'no-cache');
    return sendCached(request, reply, response);
  };
}
