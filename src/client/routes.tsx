// The route table of docs/product.md "Screens and routes". Public pages are rendered on the server only (their
// interactive parts are islands, see islands/); each has its head (title, description, link preview, structured data)
// made from the data the server reads for it. A path segment `:name` matches one segment of the request's path
// (/news/:slug). The portal (/auth, /admin) is a separate browser app (entry-portal.tsx): none of its code ships with
// public pages.
import type { ComponentType } from 'react';
import { type EntityKey, listPath } from '../shared/entities';
import {
  api,
  ENQUIRY_SENT_PARAM,
  GALLERY_FILTER_PARAM,
  MERCHANDISE_FILTER_PARAM,
  paths,
  TEAM_FILTER_PARAM,
} from '../shared/paths';
import { TOUR_PAGES_READ } from '../shared/tour-page';
import ArticlePage from './features/public/article-page';
import CodeOfConductPage from './features/public/code-of-conduct-page';
import { fixturesHead } from './features/public/fixtures/fixtures-head';
import FixturesPage from './features/public/fixtures-page';
import FollowLinkPage from './features/public/follow-link-page';
import FollowPage from './features/public/follow-page';
import FollowSentPage from './features/public/follow-sent-page';
import GalleryPage from './features/public/gallery-page';
import { HERO_PRELOADS, type ImagePreload } from './features/public/landing/hero-section';
import { landingHead } from './features/public/landing/organization';
import LandingPage from './features/public/landing-page';
import MerchandisePage from './features/public/merchandise-page';
import { articleHead } from './features/public/news/article-head';
import NewsPage from './features/public/news-page';
import NotFoundPage, { ArticleNotFoundPage } from './features/public/not-found-page';
import ProfilesPage from './features/public/profiles-page';
import RegisterPage from './features/public/register-page';
import RegistrationSentPage from './features/public/registration-sent-page';
import SponsorsPage from './features/public/sponsors-page';
import TourPage from './features/public/tour-page';
import { tourHead } from './features/public/tours/tour-head';
import ToursPage from './features/public/tours-page';
import { fixedHead, type HeadContext, type PageHead, type ReadPageData } from './page-head';

export type RouteParams = Record<string, string>;

export type PublicRoute = {
  path: string;
  component: ComponentType<{ params: RouteParams }>;
  /**
   * The page's head from its data. Null: there is nothing at this address (an unknown article), and the server
   * answers the 404 page instead.
   */
  head(read: ReadPageData, at: HeadContext): PageHead | null;
  /** API paths (query keys) the server reads before rendering the page. */
  prefetch: string[];
  /** The page's largest picture, asked for in the head before anything else. */
  preloadImages?: ImagePreload[];
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
  /** The 404 page for an address of this route with nothing at it; the site's own (notFoundRoute) when absent. */
  notFound?: PublicRoute;
};

/** The query keys of entity lists a page reads. */
const lists = (...keys: EntityKey[]) => keys.map(listPath);

export const publicRoutes: PublicRoute[] = [
  {
    path: paths.home,
    component: LandingPage,
    head: landingHead(
      'Basketball in Papua New Guinea, U10 to Senior',
      'Youth basketball in Papua New Guinea: teams from U10 to senior, a clear player pathway and international tours. Join us.',
    ),
    prefetch: [
      ...lists('about', 'clubManagement', 'teams', 'events', 'pathway', 'international', 'news'),
      api.settings,
      // The International section links to every tour not yet over.
      TOUR_PAGES_READ,
    ],
    preloadImages: HERO_PRELOADS,
    queryParam: ENQUIRY_SENT_PARAM,
  },
  {
    path: paths.gallery,
    component: GalleryPage,
    head: fixedHead('Gallery', 'Photos of our players and teams: games, training, youth programs and tours.'),
    prefetch: lists('gallery'),
    queryParam: GALLERY_FILTER_PARAM,
  },
  {
    path: paths.sponsors,
    component: SponsorsPage,
    head: fixedHead('Sponsors', 'The partners who make youth basketball possible for our players.'),
    prefetch: lists('sponsors'),
  },
  {
    path: paths.merchandise,
    component: MerchandisePage,
    head: fixedHead(
      'Merchandise',
      'Club jerseys, training gear, lifestyle wear, kids items and accessories. Contact us to order.',
    ),
    prefetch: [...lists('merchandise'), api.settings],
    queryParam: MERCHANDISE_FILTER_PARAM,
  },
  {
    path: paths.profiles,
    component: ProfilesPage,
    head: fixedHead('Players & Coaches', 'Meet the players and coaches of the club.'),
    prefetch: lists('players', 'coaches', 'teams'),
  },
  {
    path: paths.news,
    component: NewsPage,
    head: fixedHead('News', 'Results, tours and stories from the club: every article, newest first.'),
    prefetch: lists('news'),
  },
  {
    path: paths.article(':slug'),
    component: ArticlePage,
    head: articleHead,
    // The teams: the 'Follow' form under the article.
    prefetch: lists('news', 'teams'),
    preview: true,
    notFound: {
      path: paths.article(':slug'),
      component: ArticleNotFoundPage,
      head: fixedHead('Article Not Available', 'This article is not available. See all news from the club.'),
      prefetch: [],
    },
  },
  {
    path: paths.tours,
    component: ToursPage,
    head: fixedHead(
      'International Tours',
      'Where our players are travelling to play and learn abroad, how far each fundraising has come, and how to help.',
    ),
    prefetch: [TOUR_PAGES_READ],
  },
  {
    path: paths.tour(':slug'),
    component: TourPage,
    head: tourHead,
    // The squad's cards (their teams), the articles about the tour, and how to support it (the settings).
    prefetch: [TOUR_PAGES_READ, ...lists('players', 'coaches', 'teams', 'news'), api.settings],
  },
  {
    path: paths.fixtures,
    component: FixturesPage,
    head: fixturesHead,
    prefetch: lists('events', 'teams'),
    queryParam: TEAM_FILTER_PARAM,
  },
  {
    path: paths.register,
    component: RegisterPage,
    head: fixedHead(
      'Register a Player',
      'Register a player for the season online: the player, a parent or guardian, an emergency contact and consents.',
    ),
    prefetch: [...lists('teams'), api.settings],
    // From a team card: that team chosen in the form.
    queryParam: TEAM_FILTER_PARAM,
  },
  {
    path: paths.registrationSent,
    component: RegistrationSentPage,
    head: fixedHead('Registration Sent', 'The registration has been received: its reference and what happens next.'),
    prefetch: [api.settings],
    unlisted: true,
    perRequest: true,
  },
  {
    path: paths.codeOfConduct,
    component: CodeOfConductPage,
    head: fixedHead('Code of Conduct', "The club's code of conduct for players and their families."),
    prefetch: [api.settings],
    unlisted: true,
  },
  {
    path: paths.follow,
    component: FollowPage,
    head: fixedHead('Follow by Email', 'Club news, and a team’s moved games and results, by email. No account needed.'),
    prefetch: lists('teams'),
  },
  {
    path: paths.followSent,
    component: FollowSentPage,
    head: fixedHead('Check Your Email', 'Open the link in the email to start following the club.'),
    // The teams' names, for the choices the plain form's answer carries in the query (?news=1&team=…).
    prefetch: lists('teams'),
    unlisted: true,
    perRequest: true,
  },
  // The pages behind a follower's links: answered by render/follow-pages.ts for the token in the address, never kept.
  ...[paths.followConfirm, paths.followManage, paths.followUnsubscribe].map(
    (path): PublicRoute => ({
      path,
      component: FollowLinkPage,
      head: fixedHead('Follow by Email', 'Your emails from the club.'),
      prefetch: lists('teams'),
      unlisted: true,
      perRequest: true,
    }),
  ),
];

export const notFoundRoute: PublicRoute = {
  path: '*',
  component: NotFoundPage,
  head: fixedHead('404 Page Not Found', 'This page does not exist.'),
  prefetch: [],
};

export const portalMeta = { title: 'Staff Portal', description: 'Staff sign-in and content management.' };

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

/** The route for a path and its parameters' values (as sent: a slug never needs decoding). */
export function matchPublicRoute(pathname: string): { route: PublicRoute; params: RouteParams } | undefined {
  for (const route of publicRoutes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

export const findPublicRoute = (pathname: string): PublicRoute | undefined => matchPublicRoute(pathname)?.route;

/** The public pages at fixed paths (no parameters): what the sitemap lists besides the articles and tours. */
export const fixedPublicPaths = () =>
  publicRoutes.filter((r) => !r.unlisted && !r.path.includes('/:')).map((r) => r.path);

export const isPortalPath = (pathname: string) =>
  pathname === paths.auth || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
