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

/** Cache-Control for what belongs to one person: kept by no browser cache, proxy or service worker. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Where every answer is for one person only: staff's data and the signed-in account (behind a session) and a
 * family's page and its API (behind its link). Matched on the path alone, so errors and unknown paths there are
 * covered too.
 */
const PRIVATE_PATHS = /^\/(api\/admin|api\/user|family|api\/family)(\/|\?|$)/;

export const isPrivatePath = (url: string) => PRIVATE_PATHS.test(url);

/** A family's link and its API: besides kept by no cache, indexed by no search engine that ever saw the link. */
const FAMILY_PATHS = /^\/(api\/)?family(\/|\?|$)/;

export const isFamilyPath = (url: string) => FAMILY_PATHS.test(url);

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  // An answer that sets or clears a cookie belongs to that visitor: no browser cache, proxy or the public site's
  // service worker keeps it (the worker cannot see Set-Cookie, only this, ADR 050). So does every answer under a
  // private path, whatever its route set: one rule here rather than one line in each route that could be forgotten.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('set-cookie') || isPrivatePath(request.url)) reply.header('Cache-Control', PRIVATE_NO_STORE);
    if (isFamilyPath(request.url)) reply.header('X-Robots-Tag', 'noindex');
  });
}

/**
 * Requests Fastify refuses before routing (a malformed URL, an over-long parameter) skip every hook. It answers
 * them here instead of writing them itself; status and body stay the ones Fastify would send.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode ?? 400;
  const body = { error: 'Bad Request', code: error.code, message: error.message, statusCode };
  if (statusCode >= 500) Object.assign(body, { error: 'Internal Server Error', code: undefined });
  if (isPrivatePath(request.url)) reply.header('Cache-Control', PRIVATE_NO_STORE);
  if (isFamilyPath(request.url)) reply.header('X-Robots-Tag', 'noindex');
  reply.headers(SECURITY_HEADERS).code(statusCode).type('application/json').send(JSON.stringify(body));
}
