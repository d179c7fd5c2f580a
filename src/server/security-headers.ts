// Headers every response carries, whatever produced it: JSON, errors, 404s, static files, uploads, 304s, cached
// pages. Set when the request arrives, so error replies and plugins' replies keep them; a page replaces the
// restrictive policy with its own (render/index.ts).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Nothing but a page needs to load anything, and nothing of ours may be framed (clickjacking). */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const SECURITY_HEADERS = {
  'content-security-policy': NON_PAGE_CONTENT_SECURITY_POLICY,
  // Browsers must not guess a type: an upload or a JSON answer is never run as a script or shown as HTML.
  'x-content-type-options': 'nosniff',
  // Other sites learn our origin, never the path (a child's profile, an admin screen) a link was followed from.
  'referrer-policy': 'strict-origin-when-cross-origin',
  // frame-ancestors for browsers that predate it.
  'x-frame-options': 'DENY',
} as const;

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  // An answer that sets or clears a cookie belongs to that visitor: no browser cache, proxy or the public site's
  // service worker keeps it (the worker cannot see Set-Cookie, only this, ADR 050).
  app.addHook('onSend', async (_request, reply) => {
    if (reply.hasHeader('set-cookie')) reply.header('Cache-Control', 'private, no-store');
  });
}

/**
 * Requests Fastify refuses before routing (a malformed URL, an over-long parameter) skip every hook. It answers
 * them here instead of writing them itself; status and body stay the ones Fastify would send.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 400;
  const body = { error: 'Bad Request', code: error.code, message: error.message, statusCode };
  if (statusCode >= 500) Object.assign(body, { error: 'Internal Server Error', code: undefined });
  reply.headers(SECURITY_HEADERS).code(statusCode).type('application/json').send(JSON.stringify(body));
}
