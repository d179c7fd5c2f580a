// The public pages of docs/product.md "Screens and routes": each page's path pattern and what the server reads and
// keeps for it. No React here: the response cache, the visit counter and the sitemap read these facts without
// loading a page component; src/client/routes.tsx gives each page its component and head. A path segment `:name`
// matches one segment of the request's path (/news/:slug).
import { type EntityKey, listPath } from './entities';
import {
  api,
  ENQUIRY_SENT_PARAM,
  GALLERY_FILTER_PARAM,
  MERCHANDISE_FILTER_PARAM,
  paths,
  TEAM_FILTER_PARAM,
} from './paths';
import { TOUR_PAGES_READ } from './tour-page';

export type RouteParams = Record<string, string>;

export type PublicRouteFacts = {
  path: string;
  /** API paths (query keys) the server reads before rendering the page. */
  prefetch: string[];
  /** The one query parameter the server renders the page by (a filter, a sent form); see PageRequest. */
  queryParam?: string;
  /** Not for search engines: left out of the sitemap, marked noindex, and without link-preview tags. */
  unlisted?: true;
  /** Made for each request (a form's confirmation, which any query could ask for): never kept in the cache. */
  perRequest?: true;
  /**
   * Staff may open it before it is public with `?preview` (an article, ADR 047): such a request is made for it
   * alone, never kept, and shows a draft or scheduled article to a signed-in session only.
   */
  preview?: true;
};

/** The query keys of entity lists a page reads. */
const lists = (...keys: EntityKey[]) => keys.map(listPath);

/** The pages behind a follower's links: answered by render/follow-pages.ts for the token in the address, never kept. */
const followLink = (path: string): PublicRouteFacts => ({
  path,
  prefetch: lists('teams'),
  unlisted: true,
  perRequest: true,
});

// In the order a path is matched against them.
const facts = {
  home: {
    path: paths.home,
    prefetch: [
      ...lists('about', 'clubManagement', 'teams', 'events', 'pathway', 'international', 'news'),
      api.settings,
      // The International section links to every tour not yet over.
      TOUR_PAGES_READ,
    ],
    queryParam: ENQUIRY_SENT_PARAM,
  },
  gallery: { path: paths.gallery, prefetch: lists('gallery'), queryParam: GALLERY_FILTER_PARAM },
  sponsors: { path: paths.sponsors, prefetch: lists('sponsors') },
  merchandise: {
    path: paths.merchandise,
    prefetch: [...lists('merchandise'), api.settings],
    queryParam: MERCHANDISE_FILTER_PARAM,
  },
  profiles: { path: paths.profiles, prefetch: lists('players', 'coaches', 'teams') },
  news: { path: paths.news, prefetch: lists('news') },
  article: {
    path: paths.article(':slug'),
    // The teams: the 'Follow' form under the article.
    prefetch: lists('news', 'teams'),
    preview: true,
  },
  tours: { path: paths.tours, prefetch: [TOUR_PAGES_READ] },
  tour: {
    path: paths.tour(':slug'),
    // The squad's cards (their teams), the articles about the tour, and how to support it (the settings).
    prefetch: [TOUR_PAGES_READ, ...lists('players', 'coaches', 'teams', 'news'), api.settings],
  },
  fixtures: { path: paths.fixtures, prefetch: lists('events', 'teams'), queryParam: TEAM_FILTER_PARAM },
  register: {
    path: paths.register,
    prefetch: [...lists('teams'), api.settings],
    // From a team card: that team chosen in the form.
    queryParam: TEAM_FILTER_PARAM,
  },
  registrationSent: { path: paths.registrationSent, prefetch: [api.settings], unlisted: true, perRequest: true },
  codeOfConduct: { path: paths.codeOfConduct, prefetch: [api.settings], unlisted: true },
  follow: { path: paths.follow, prefetch: lists('teams') },
  followSent: {
    path: paths.followSent,
    // The teams' names, for the choices the plain form's answer carries in the query (?news=1&team=…).
    prefetch: lists('teams'),
    unlisted: true,
    perRequest: true,
  },
  followConfirm: followLink(paths.followConfirm),
  followManage: followLink(paths.followManage),
  followUnsubscribe: followLink(paths.followUnsubscribe),
} satisfies Record<string, PublicRouteFacts>;

/** Each public page's name; src/client/routes.tsx gives every one of them exactly one component. */
export type PublicPageName = keyof typeof facts;

export const publicRouteFacts: Readonly<Record<PublicPageName, PublicRouteFacts>> = facts;

/** Every public page's name, in the order a path is matched against them. */
export const publicPageNames = Object.keys(facts) as PublicPageName[];

/** The values of a pattern's `:name` segments in pathname, or null when it does not match. */
function matchPath(pattern: string, pathname: string): RouteParams | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: RouteParams = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (segment.startsWith(':') && value !== '') params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return params;
}

/** The page for a path and its parameters' values (as sent: a slug never needs decoding). */
export function matchPublicPage(pathname: string): { name: PublicPageName; params: RouteParams } | undefined {
  for (const name of publicPageNames) {
    const params = matchPath(facts[name].path, pathname);
    if (params) return { name, params };
  }
  return undefined;
}

/** The facts of the public page at a path, if there is one. */
export const findRouteFacts = (pathname: string): PublicRouteFacts | undefined => {
  const matched = matchPublicPage(pathname);
  return matched && publicRouteFacts[matched.name];
};

/** The public pages at fixed paths (no parameters): what the sitemap lists besides the articles and tours. */
export const fixedPublicPaths = () =>
  publicPageNames
    .map((name) => publicRouteFacts[name])
    .filter((r) => !r.unlisted && !r.path.includes('/:'))
    .map((r) => r.path);

export const isPortalPath = (pathname: string) =>
  pathname === paths.auth || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
