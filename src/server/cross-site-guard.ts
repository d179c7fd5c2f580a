// Requests that change something must come from the site's own pages (a cookie alone proves nothing).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';
import { FOLLOW_PATHS } from './follow/links';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL as a browser writes it (default port dropped), or null if it is not one. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The site's own origins: PUBLIC_URL when set, and the origin this request was addressed to. A page whose
 * origin equals the requested host is same-origin by definition, so accepting it lets the site work under a
 * second name (an IP address, a proxy without forwarded headers) without opening it to other sites.
 */
function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: string | undefined): boolean {
  const sent = originOf(origin);
  if (sent === null) return false;
  if (publicUrl && sent === originOf(publicUrl)) return true;
  return sent === originOf(`${request.protocol}://${request.host}`);
}

/**
 * The one exception (ADR 048): RFC 8058's one-click unsubscribe, POSTed by a mail provider's server (or a mail app
 * in a browser page of its own origin) to the link in an email's List-Unsubscribe header. Only a holder of that
 * follower's unsubscribe token can do anything there, and all it does is stop that address's emails.
 */
const isOneClickUnsubscribe = (request: FastifyRequest) =>
  request.method === 'POST' && request.url.split('?', 1)[0] === FOLLOW_PATHS.unsubscribe;

export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || isOneClickUnsubscribe(request)) return;
    // Browsers send Sec-Fetch-Site on every request; 'cross-site' is a page on another site posting here.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Cross-site request refused');
    // Browsers send Origin on every POST, PUT and DELETE; without one the caller is not a browser page.
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request, app.env.PUBLIC_URL)) {
      throw forbidden('Cross-site request refused');
    }
  });
}
