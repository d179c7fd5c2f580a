// Which requests count as a visit and where the visitor came from. Nothing here keeps what it reads: the
// user agent and the session cookie only decide whether to count, and of the Referer only its domain is kept.
import type { FastifyRequest } from 'fastify';
import { THIS_SITE_SOURCE } from '../../shared/visits';
import { SESSION_COOKIE } from '../auth/sessions';

/**
 * Crawlers, link-preview fetchers and scripted clients: the generic words most of them carry ('bot', 'spider',
 * 'crawl', 'headless', 'preview'), the big names without them (Facebook's and WhatsApp's preview fetchers, Slack,
 * Telegram, Discord, Skype, Pinterest, Bing's preview), monitors, and command-line and library clients (curl, wget,
 * python-requests, Go, Java, Node). A request with no user agent at all is no browser either.
 */
const BOTS =
  /bot\b|bot[/_;-]|spider|crawl|slurp|headless|preview|facebookexternalhit|facebookcatalog|meta-external|whatsapp|slack|telegram|discord|skype|pinterest|bingpreview|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget|python|httpclient|http-client|okhttp|go-http|java\/|node-fetch|axios|undici|libwww|scrapy|feed|rss/i;

export const isBot = (userAgent: string | undefined): boolean => !userAgent || BOTS.test(userAgent);

/**
 * Signed-in staff are not visitors: the session cookie's presence is enough to tell, with no database read per
 * request. Only a sign-in sets it (HttpOnly, so no page script can); a visitor who made one up would only leave
 * their own visits uncounted, and staff whose session ran out still carry it until it expires, which is right too.
 */
export const isStaff = (request: FastifyRequest): boolean => request.cookies?.[SESSION_COOKIE] !== undefined;

/**
 * A fetch that is not a person opening the page: a prefetch or prerender the browser was asked to make
 * (Sec-Purpose, and the older Purpose and X-Moz headers), or a fetch() of the page rather than a navigation (the
 * offline worker refreshing a saved /fixtures in the background says Sec-Fetch-Mode: cors or same-origin). A
 * navigation the offline worker passes on keeps Sec-Fetch-Mode: navigate (though its Sec-Fetch-Dest reads 'empty'),
 * and browsers that send no Sec-Fetch-Mode are counted.
 */
export function isBackgroundFetch(request: FastifyRequest): boolean {
  const { headers } = request;
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''} ${headers['x-moz'] ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return true;
  const mode = headers['sec-fetch-mode'];
  return mode !== undefined && mode !== 'navigate';
}

/** Whether a request is a visitor's own (not a bot, staff, or a background fetch): for pages and sponsor links. */
export const isVisitor = (request: FastifyRequest): boolean =>
  !isBot(request.headers['user-agent']) && !isStaff(request) && !isBackgroundFetch(request);

/** The source of a page view from this site's own pages: a visitor moving around, not arriving. */
export const THIS_SITE = THIS_SITE_SOURCE;
/** No Referer: typed, bookmarked, from an app, or a site that sends none. */
export const DIRECT = 'direct';
/** A Referer that names no readable host, and every new source once an instance holds too many (visit-counter.ts). */
export const OTHER = 'other';

const HOST = /^[a-z0-9.-]{1,253}$/;

/**
 * The referring site's domain without 'www.' ('facebook.com'), never the rest of its address (a search, a
 * message's link, a token); 'direct' without one; 'this site' from our own pages (`ownHosts`: PUBLIC_URL's host and
 * the request's own).
 */
export function sourceOf(referer: string | undefined, ownHosts: readonly string[]): string {
  if (!referer) return DIRECT;
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return OTHER;
  }
  if (ownHosts.includes(host)) return THIS_SITE;
  const domain = host.replace(/^www\./, '').replace(/\.$/, '');
  return HOST.test(domain) ? domain : OTHER;
}
