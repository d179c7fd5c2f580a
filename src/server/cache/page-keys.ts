// Which page paths are kept in the response cache: a fixed list, so no URL a client makes up can grow it.

import { ADMIN_SECTIONS } from '../../shared/admin-sections';
import { asksForPreview, paths } from '../../shared/paths';
import { findRouteFacts } from '../../shared/public-routes';

/** The portal's shell pages; any other /admin/... path still renders, just without being kept. */
const PORTAL_PAGES = new Set<string>([paths.auth, paths.admin, ...ADMIN_SECTIONS.map(paths.adminSection)]);

/** A request URL's path and query (not `new URL`, which would read a path starting `//` as a host). */
export function splitUrl(url: string): { pathname: string; query: URLSearchParams } {
  const mark = url.indexOf('?');
  if (mark < 0) return { pathname: url || '/', query: new URLSearchParams() };
  return { pathname: url.slice(0, mark) || '/', query: new URLSearchParams(url.slice(mark + 1)) };
}

/**
 * A staff preview (`/news/{slug}?preview`, ADR 047): made for its request alone, never kept here nor by a browser,
 * whoever asks (it shows a draft to a signed-in session; to anyone else it is the public page or the 404 page).
 */
export function asksForStaffPreview(url: string): boolean {
  const { pathname, query } = splitUrl(url);
  return Boolean(findRouteFacts(pathname)?.preview) && asksForPreview(query);
}

/**
 * A page made for its request alone that no browser, proxy or service worker may keep either: a form's confirmation
 * (`perRequest`: a registration's reference, a follower's link) or a staff preview.
 */
export function isPrivatePage(url: string): boolean {
  return Boolean(findRouteFacts(splitUrl(url).pathname)?.perRequest) || asksForStaffPreview(url);
}

/**
 * The key for a page, or null for one produced per request. Of the query string only the one parameter a page
 * declares is part of the key (a gallery category: `/gallery?category=Training`); the rest is not: pages do not
 * depend on it on the server (the portal reads ?setup= in the browser only; a test guards this), visitors arrive
 * with tracking parameters such as ?fbclid= that should still hit, and keying on it would let any visitor add
 * entries. A declared parameter with a value the page does not know is answered without being kept (the renderer
 * says so), so those cannot add entries either. Unknown paths (the 404 page) are not kept for the same reason, nor
 * pages made for each request (a registration's confirmation, `perRequest` in shared/public-routes.ts; a staff preview).
 */
export function pageCacheKey(url: string): string | null {
  const { pathname, query } = splitUrl(url);
  const route = findRouteFacts(pathname);
  if (!route) return PORTAL_PAGES.has(pathname) ? pathname : null;
  if (route.perRequest || asksForStaffPreview(url)) return null;
  const value = route.queryParam ? query.get(route.queryParam) : null;
  return value ? `${pathname}?${new URLSearchParams({ [route.queryParam!]: value })}` : pathname;
}
