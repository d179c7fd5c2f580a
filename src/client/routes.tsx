// The route table of spec section 2, with each public page's title, description and the data the server
// prefetches into the page. The portal (/auth, /admin) is split out: none of its code ships with public pages.
import { type ComponentType, lazy } from 'react';
import { lazyPage } from './features/public/lazy-page';
import NotFoundPage from './features/public/not-found-page';
import { api, paths } from './lib/paths';

export type PublicRoute = {
  path: string;
  component: ComponentType;
  title: string;
  description: string;
  /** API paths (query keys) the server loads and dehydrates into the HTML. */
  prefetch: string[];
  /** Loads the page's code chunk; the server awaits it before rendering. */
  preload?: () => Promise<void>;
  /** The page module's path from the project root: the server preloads its built chunks in the HTML. */
  chunk?: string;
};

// Public pages are split per route (see lazy-page.tsx); the not-found page is tiny and ships with the app.
const LandingPage = lazyPage(() => import('./features/public/landing-page'));
const GalleryPage = lazyPage(() => import('./features/public/gallery-page'));
const SponsorsPage = lazyPage(() => import('./features/public/sponsors-page'));
const MerchandisePage = lazyPage(() => import('./features/public/merchandise-page'));
const ProfilesPage = lazyPage(() => import('./features/public/profiles-page'));

export const publicRoutes: PublicRoute[] = [
  {
    path: paths.home,
    component: LandingPage,
    preload: LandingPage.preload,
    chunk: 'src/client/features/public/landing-page.tsx',
    title: 'Basketball in Papua New Guinea, U10 to Senior',
    description:
      'Youth basketball in Papua New Guinea: teams from U10 to senior, a clear player pathway and international tours. Join us.',
    prefetch: [api.about, api.clubManagement, api.teams, api.pathway, api.international, api.news, api.settings],
  },
  {
    path: paths.gallery,
    component: GalleryPage,
    preload: GalleryPage.preload,
    chunk: 'src/client/features/public/gallery-page.tsx',
    title: 'Gallery',
    description: 'Photos of our players and teams: games, training, youth programs and tours.',
    prefetch: [api.gallery],
  },
  {
    path: paths.sponsors,
    component: SponsorsPage,
    preload: SponsorsPage.preload,
    chunk: 'src/client/features/public/sponsors-page.tsx',
    title: 'Sponsors',
    description: 'The partners who make youth basketball possible for our players.',
    prefetch: [api.sponsors],
  },
  {
    path: paths.merchandise,
    component: MerchandisePage,
    preload: MerchandisePage.preload,
    chunk: 'src/client/features/public/merchandise-page.tsx',
    title: 'Merchandise',
    description: 'Club jerseys, training gear, lifestyle wear, kids items and accessories. Contact us to order.',
    prefetch: [api.merchandise, api.settings],
  },
  {
    path: paths.profiles,
    component: ProfilesPage,
    preload: ProfilesPage.preload,
    chunk: 'src/client/features/public/profiles-page.tsx',
    title: 'Players & Coaches',
    description: 'Meet the players and coaches of the club.',
    prefetch: [api.players, api.coaches, api.teams],
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

export const AuthPage = lazy(() => import('./features/auth/auth-page'));
export const AdminPage = lazy(() => import('./features/admin/admin-page'));

export function findPublicRoute(pathname: string): PublicRoute | undefined {
  return publicRoutes.find((r) => r.path === pathname);
}

export const isPortalPath = (pathname: string) =>
  pathname === paths.auth || pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
