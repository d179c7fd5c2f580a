// The route table of docs/product.md "Screens and routes": each public page's component and head. Its path and what
// the server reads and keeps for it are its facts in src/shared/public-routes.ts, which the server's cache, visit
// counter and sitemap read without loading React. Public pages are rendered on the server only (their interactive
// parts are islands, see islands/); each has its head (title, description, link preview, structured data) made from
// the data the server reads for it. The portal (/auth, /admin) is a separate browser app (entry-portal.tsx): none of
// its code ships with public pages.
import type { ComponentType } from 'react';
import {
  matchPublicPage,
  type PublicPageName,
  type PublicRouteFacts,
  publicPageNames,
  publicRouteFacts,
  type RouteParams,
} from '../shared/public-routes';
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

/** How a public page looks: what this table adds to its facts. */
export type PublicPage = {
  component: ComponentType<{ params: RouteParams }>;
  /**
   * The page's head from its data. Null: there is nothing at this address (an unknown article), and the server
   * answers the 404 page instead.
   */
  head(read: ReadPageData, at: HeadContext): PageHead | null;
  /** The page's largest picture, asked for in the head before anything else. */
  preloadImages?: ImagePreload[];
  /** The 404 page for an address of this route with nothing at it; the site's own (notFoundRoute) when absent. */
  notFound?: PublicRoute;
};

export type PublicRoute = PublicRouteFacts & PublicPage;

/** The pages behind a follower's links share one component (render/follow-pages.ts answers them for the token). */
const followLinkPage: PublicPage = {
  component: FollowLinkPage,
  head: fixedHead('Follow by Email', 'Your emails from the club.'),
};

// Every page named in src/shared/public-routes.ts, each with exactly one component: a page missing here, or one
// named here that has no facts, fails the typecheck.
const pages: Record<PublicPageName, PublicPage> = {
  home: {
    component: LandingPage,
    head: landingHead(
      'Basketball in Papua New Guinea, U10 to Senior',
      'Youth basketball in Papua New Guinea: teams from U10 to senior, a clear player pathway and international tours. Join us.',
    ),
    preloadImages: HERO_PRELOADS,
  },
  gallery: {
    component: GalleryPage,
    head: fixedHead('Gallery', 'Photos of our players and teams: games, training, youth programs and tours.'),
  },
  sponsors: {
    component: SponsorsPage,
    head: fixedHead('Sponsors', 'The partners who make youth basketball possible for our players.'),
  },
  merchandise: {
    component: MerchandisePage,
    head: fixedHead(
      'Merchandise',
      'Club jerseys, training gear, lifestyle wear, kids items and accessories. Contact us to order.',
    ),
  },
  profiles: {
    component: ProfilesPage,
    head: fixedHead('Players & Coaches', 'Meet the players and coaches of the club.'),
  },
  news: {
    component: NewsPage,
    head: fixedHead('News', 'Results, tours and stories from the club: every article, newest first.'),
  },
  article: {
    component: ArticlePage,
    head: articleHead,
    notFound: {
      path: publicRouteFacts.article.path,
      prefetch: [],
      component: ArticleNotFoundPage,
      head: fixedHead('Article Not Available', 'This article is not available. See all news from the club.'),
    },
  },
  tours: {
    component: ToursPage,
    head: fixedHead(
      'International Tours',
      'Where our players are travelling to play and learn abroad, how far each fundraising has come, and how to help.',
    ),
  },
  tour: { component: TourPage, head: tourHead },
  fixtures: { component: FixturesPage, head: fixturesHead },
  register: {
    component: RegisterPage,
    head: fixedHead(
      'Register a Player',
      'Register a player for the season online: the player, a parent or guardian, an emergency contact and consents.',
    ),
  },
  registrationSent: {
    component: RegistrationSentPage,
    head: fixedHead('Registration Sent', 'The registration has been received: its reference and what happens next.'),
  },
  codeOfConduct: {
    component: CodeOfConductPage,
    head: fixedHead('Code of Conduct', "The club's code of conduct for players and their families."),
  },
  follow: {
    component: FollowPage,
    head: fixedHead('Follow by Email', 'Club news, and a team’s moved games and results, by email. No account needed.'),
  },
  followSent: {
    component: FollowSentPage,
    head: fixedHead('Check Your Email', 'Open the link in the email to start following the club.'),
  },
  followConfirm: followLinkPage,
  followManage: followLinkPage,
  followUnsubscribe: followLinkPage,
};

const routeByName = new Map(
  publicPageNames.map((name): [PublicPageName, PublicRoute] => [name, { ...publicRouteFacts[name], ...pages[name] }]),
);

/** Every public page, in the order a path is matched against them. */
export const publicRoutes: PublicRoute[] = [...routeByName.values()];

export const notFoundRoute: PublicRoute = {
  path: '*',
  component: NotFoundPage,
  head: fixedHead('404 Page Not Found', 'This page does not exist.'),
  prefetch: [],
};

export const portalMeta = { title: 'Staff Portal', description: 'Staff sign-in and content management.' };

/** The route for a path and its parameters' values (as sent: a slug never needs decoding). */
export function matchPublicRoute(pathname: string): { route: PublicRoute; params: RouteParams } | undefined {
  const matched = matchPublicPage(pathname);
  return matched && { route: routeByName.get(matched.name)!, params: matched.params };
}
