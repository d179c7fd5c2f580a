// What the public site's service worker (src/client/offline/sw.ts, ADR 050) keeps, what it drops first, and how it
// shows a saved page. Pure functions of URLs, headers and text, so they are tested without a browser. Shared because
// the server serves the offline page at OFFLINE_PATH with the mark the worker fills in (render/offline.ts). Bundled
// into the worker: import nothing big here (the worker's bytes count on a first visit); club-time.ts's two
// formatters are small.
import { formatClubDay, formatClubTime } from './club-time';

/** At most 50 pages and 20 MB in all, oldest out first. */
export const LIMITS = { pages: 50, bytes: 20 * 1024 * 1024 };

/** The page shown for a page never opened; fetched when the worker installs. */
export const OFFLINE_PATH = '/offline';

/**
 * Staff-only and per-person addresses (a family's link): never answered by the worker, never kept, nor anything
 * they load. Other pages made for one visitor (a registration's confirmation) are marked `no-store` by the server.
 */
const NEVER = /^\/(admin|auth|api|family)(\/|$)/;

/** Site files named by their content (`/assets/…`): every saved page needs them, so they go out last. */
export const isSiteFile = (path: string) => path.startsWith('/assets/');

export type Handling = 'page' | 'file' | null;

export type RequestFacts = {
  method: string;
  url: string;
  /** `navigate` for a page. */
  mode: string;
  /** `image`, `style`, `script`, `font`… or '' (a fetch()). */
  destination: string;
  /** The page (or stylesheet) that asked for it; '' when none. */
  referrer: string;
};

/**
 * How the worker answers a request: `page` (network first, kept), `file` (cache first, kept) or null (not at all:
 * the browser fetches it as if there were no worker). Only GETs of our own public pages and of the files they load.
 */
export function handling(request: RequestFacts, origin: string): Handling {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || NEVER.test(url.pathname)) return null;
  if (request.mode === 'navigate') return 'page';
  if (!['image', 'style', 'script', 'font'].includes(request.destination)) return null;
  // What a portal page loads (its scripts, staff-only photos) is the portal's.
  if (request.referrer) {
    const from = new URL(request.referrer);
    if (from.origin === origin && NEVER.test(from.pathname)) return null;
  }
  return 'file';
}

/**
 * The pages open when the worker first takes over, to keep as they were opened (a filter's query too, not the
 * #part): the page that registered the worker loaded before it, so no fetch of the worker's saw it. Those already
 * kept (a new version taking over from an older one) are left as they are. Only pages the worker would answer.
 */
export function pagesOpenAtStart(clientUrls: readonly string[], origin: string, kept: ReadonlySet<string>): string[] {
  const urls = clientUrls.map((url) => url.split('#')[0]!);
  const facts = (url: string): RequestFacts => ({
    method: 'GET',
    url,
    mode: 'navigate',
    destination: '',
    referrer: '',
  });
  return [...new Set(urls)].filter((url) => !kept.has(url) && handling(facts(url), origin) === 'page');
}

/**
 * Whether an answer may be kept: a complete 200 that no session shaped. The worker cannot read Set-Cookie, so the
 * server marks every answer that sets a cookie or depends on who asks `private` or `no-store`.
 */
export function mayKeep(status: number, headers: { get(name: string): string | null }): boolean {
  if (status !== 200) return false;
  return !/\b(private|no-store)\b/i.test(headers.get('cache-control') ?? '');
}

export type SavedEntry = { url: string; kind: 'page' | 'file'; savedAt: number; size: number };

/**
 * The entries to delete so that at most `limits.pages` pages and `limits.bytes` bytes are left: the pages over the
 * count, oldest first, then the oldest entries until the bytes fit. Site files go out only after every page and
 * picture, since without them no saved page shows as it should.
 */
export function evictions(entries: readonly SavedEntry[], limits = LIMITS): string[] {
  const rank = (e: SavedEntry) => (e.kind === 'file' && isSiteFile(new URL(e.url).pathname) ? 1 : 0);
  const oldestFirst = [...entries].sort((a, b) => rank(a) - rank(b) || a.savedAt - b.savedAt);
  const out = new Set<string>();
  let pages = entries.filter((e) => e.kind === 'page').length;
  for (const e of oldestFirst) {
    if (pages <= limits.pages) break;
    if (e.kind !== 'page') continue;
    out.add(e.url);
    pages--;
  }
  let bytes = entries.reduce((sum, e) => sum + (out.has(e.url) ? 0 : e.size), 0);
  for (const e of oldestFirst) {
    if (bytes <= limits.bytes) break;
    if (out.has(e.url)) continue;
    out.add(e.url);
    bytes -= e.size;
  }
  return [...out];
}

/**
 * Site files of older versions of the site that no saved page (nor a kept stylesheet, for fonts) names any more.
 * Pages name their modules relative to /assets/ (ADR 037), so a file counts as named when its file name appears.
 */
export function unusedSiteFiles(siteFiles: readonly string[], texts: readonly string[]): string[] {
  return siteFiles.filter((url) => {
    const name = new URL(url).pathname.split('/').pop()!;
    return !texts.some((text) => text.includes(name));
  });
}

/** 'on Sat 28 Nov 2026 at 6:30 pm': when a page was saved, in the club's zone and words (club-time.ts). */
export const savedOn = (savedAt: number, timeZone: string) =>
  `on ${formatClubDay(new Date(savedAt), timeZone)} at ${formatClubTime(new Date(savedAt), timeZone)}`;

/**
 * A saved page as it is shown without a connection: the banner first thing in its body. It sticks just below the
 * site's fixed navigation bar (4rem high, z-index 40), so it is read whole and stays in view while the page
 * scrolls; its place in the flow moves the page down by its height, so it covers only the room the page leaves
 * for the bar.
 */
export function withBanner(html: string, savedAt: number, timeZone: string): string {
  const banner =
    '<p role="status" style="position:sticky;top:4rem;z-index:39;margin:0;padding:.75rem 1rem;background:#FCD116;color:#111;font:600 1rem/1.4 sans-serif;text-align:center">' +
    `You are offline. This page was saved ${savedOn(savedAt, timeZone)}.</p>`;
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return banner + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + banner + html.slice(at);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

/** A saved page's title, without the club's name the site adds to each ('Fixtures | Club' -> 'Fixtures'). */
export function pageTitle(html: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  const text = title.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ENTITIES[name]!);
  return text.replace(/ \| [^|]*$/, '').trim();
}

/** Where the offline page (server-rendered, src/server/render/offline.ts) receives the list of saved pages. */
export const SAVED_LIST_MARK = '<!--saved-pages-->';

/** The offline page with its list: newest first, a link and its title (the address when it has none). */
export function withSavedList(html: string, pages: readonly { url: string; title: string; savedAt: number }[]) {
  const items = [...pages]
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((page) => {
      const url = new URL(page.url);
      const href = escapeHtml(url.pathname + url.search);
      return `<li><a href="${href}">${escapeHtml(page.title || url.pathname)}</a></li>`;
    })
    .join('');
  return html.replace(SAVED_LIST_MARK, () => items);
}
