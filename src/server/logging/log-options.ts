// The server's pino options: the level from the environment (or the caller's options, e.g. a test's stream),
// with serializers that keep personal data and secrets out of every line.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { safeError } from './safe-error';

/** A family's link is its token (`/family/{token}`, `/api/family/{token}/…`): whoever reads it opens the page. */
const FAMILY_TOKEN = /^(\/(?:api\/)?family\/)[^/]+/;

/** The path with a family's token replaced: `/api/family/…/availability`. */
export const withoutFamilyToken = (path: string) => path.replace(FAMILY_TOKEN, '$1…');

/**
 * Fastify's `req` line without the query string (a setup link's code travels in it: `/auth?setup=...`) and without
 * a family's token. Like Fastify's own, no headers: cookies and authorization never reach the log, nor do bodies.
 */
function safeRequest(request: FastifyRequest) {
  const [whole = '', query] = request.url.split('?', 2);
  const path = withoutFamilyToken(whole);
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?…`,
    host: request.host,
    remoteAddress: request.ip,
  };
}

export function logOptions(
  level: string,
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = typeof logger === 'object' ? logger : { level };
  return { ...base, serializers: { ...base.serializers, err: safeError, req: safeRequest } };
}
