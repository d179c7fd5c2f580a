// Requests that change something must come from the site's own pages (a cookie alone proves nothing).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}

export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw forbidden('Cross-site request refused');
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin(request, app.env.PUBLIC_URL)) {
      throw forbidden('Cross-site request refused');
    }
  });
}
