// The route table of spec section 2. Public pages are rendered on the server only (their interactive parts are
// islands, see islands/); each has its title, description and the data the server reads for it. The portal
// (/auth, /admin) is a separate browser app (entry-portal.tsx): none of its code ships with public pages.
import type { ComponentType } from 'react';
import { type EntityKey, listPath } from '../shared/entities';
import FixturesPage from './features/public/fixtures-page';
import GalleryPage from './features/public/gallery-page';
import { HERO_PRELOADS, type ImagePreload } from './features/public/landing/hero-section';
import LandingPage from './features/public/landing-page';
import MerchandisePage from './features/public/merchandise-page';
import NotFoundPage from './features/public/not-found-page';
import ProfilesPage from './features/public/profiles-page';
import SponsorsPage from './features/public/sponsors-page';
import {
  api,
  ENQUIRY_SENT_PARAM,
  GALLERY_FILTER_PARAM,
  MERCHANDISE_FILTER_PARAM,
  paths,
  TEAM_FILTER_PARAM,
} from './lib/paths';

export type PublicRoute = {
  path: string;
  component: ComponentType;
  title: string;
  description: string;
  /** API paths (query keys) the server reads before rendering the page. */
  prefetch: string[];
  /** The page's largest picture, asked for in the head before anything else. */
  preloadImages?: ImagePreload[];
  /** The one query parameter the server renders the page by (a filter, a sent form); see PageRequest. */
  queryParam?: string;
};

/** The query keys of entity lists a page reads. */
const lists = (...keys: EntityKey[]) => keys.map(listPath);

export const publicRoutes: PublicRoute[] = [
  {
    path: paths.home,
    component: LandingPage,
    title: 'Basketball in Papua New Guinea, U10 to Senior',
    description:
      'Youth basketball in Papua New Guinea: teams from U10 to senior, a clear player pathway and international tours. Join us.',
    prefetch: [
      ...lists('about', 'clubManagement', 'teams', 'events', 'pathway', 'international', 'news'),
      api.settings,
    ],
    preloadImages: HERO_PRELOADS,
    queryParam: ENQUIRY_SENT_PARAM,
  },
  {
    path: paths.gallery,
    component: GalleryPage,
    title: 'Gallery',
    description: 'Photos of our players and teams: games, training, youth programs and tours.',
    prefetch: lists('gallery'),
    queryParam: GALLERY_FILTER_PARAM,
  },
  {
    path: paths.sponsors,
    component: SponsorsPage,
    title: 'Sponsors',
    description: 'The partners who make youth basketball possible for our players.',
    prefetch: lists('sponsors'),
  },
  {
    path: paths.merchandise,
    component: MerchandisePage,
    title: 'Merchandise',
    description: 'Club jerseys, training gear, lifestyle wear, kids items and accessories. Contact us to order.',
    prefetch: [...lists('merchandise'), api.settings],
    queryParam: MERCHANDISE_FILTER_PARAM,
  },
  {
    path: paths.profiles,
    component: ProfilesPage,
    title: 'Players & Coaches',
    description: 'Meet the players and coaches of the club.',
    prefetch: lists('players', 'coaches', 'teams'),
  },
  {
    path: paths.fixtures,
    component: FixturesPage,
    title: 'Fixtures & Results',
    description: 'When and where every team plays and trains, the latest results, and calendars to subscribe to.',
    prefetch: lists('events', 'teams'),
    queryParam: TEAM_FILTER_PARAM,
  },
];

export const notFoundRoute: PublicRoute = {
  path: '*',
  component: NotFoundPage,
  title: '404 Page Not Found',
  description: 'This page does not exist.',
  prefetch: [],
};

export const portalMeta = { title: 'Staff Portal', description: 'Staff sign-in and content management.' };

export function findPublicRoute(pathname: string): PublicRoute | undefined {
  return publicRoutes.find((r) => r.path === pathname);
}

export const isPortalPath = (pathname: string) =>
  pathname === paths.auth || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
