// Which page paths are kept in the response cache: a fixed list, so no URL a client makes up can grow it.
import { paths } from '../../client/lib/paths';
import { findPublicRoute } from '../../client/routes';
import { ADMIN_SECTIONS } from '../../shared/constants';

/** The portal's shell pages; any other /admin/... path still renders, just without being kept. */
const PORTAL_PAGES = new Set<string>([paths.auth, paths.admin, ...ADMIN_SECTIONS.map(paths.adminSection)]);

/**
 * The key for a page, or null for one produced per request. The query string is not part of the key: pages do
 * not depend on it on the server (the portal reads ?setup= in the browser only; a test guards this), visitors
 * arrive with tracking parameters such as ?fbclid= that should still hit, and keying on it would let any visitor
 * add entries. Unknown paths (the 404 page) are not kept for the same reason.
 */
export function pageCacheKey(url: string): string | null {
  const pathname = url.split('?')[0] ?? '/';
  return findPublicRoute(pathname) || PORTAL_PAGES.has(pathname) ? pathname : null;
}
