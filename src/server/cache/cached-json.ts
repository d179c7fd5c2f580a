// A public GET answering JSON from the response cache: the database is read only on a miss.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFromCache } from './send-cached';

export function cachedJsonHandler(app: FastifyInstance, key: string, read: () => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await sendFromCache(app, request, reply, key, async () => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      // What Fastify's default serializer would send.
      body: JSON.stringify(await read()),
    }));
    return reply;
  };
}
