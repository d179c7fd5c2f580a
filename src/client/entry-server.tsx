// Server rendering: a public page to plain HTML with its data already read (islands marked for the browser), and
// the portal's shell, a spinner the portal app replaces once its code arrives.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteParams } from '../shared/public-routes';
import { PlainSignIn, type SignInAnswer } from './components/plain-sign-in';
import { Spinner } from './components/ui/spinner';
import { SiteLayout } from './features/public/layout/site-layout';
import { type IslandsUsed, IslandsUsedContext } from './islands/island';
import { CLUB_TIME_ZONE_ATTRIBUTE } from './lib/club-time-zone';
import { type PageRequest, PageRequestContext } from './lib/page-request';
import type { PublicRoute } from './routes';

/**
 * request: what the server knows of the request beyond its path (none: the page as at its plain path); params:
 * the values of the route's `:name` segments.
 */
export function renderPublicPage(
  queryClient: QueryClient,
  route: PublicRoute,
  pathname: string,
  request: PageRequest = { query: new URLSearchParams(), understood: new Set() },
  params: RouteParams = {},
) {
  const islands: IslandsUsed = new Map();
  const Page = route.component;
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PageRequestContext.Provider value={request}>
          <IslandsUsedContext.Provider value={islands}>
            <SiteLayout pathname={pathname}>
              <Page params={params} />
            </SiteLayout>
          </IslandsUsedContext.Provider>
        </PageRequestContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, islands };
}

/** Shown in place of the portal's spinner when the browser runs no JavaScript: the portal is all JavaScript. */
export const PORTAL_NEEDS_JAVASCRIPT =
  "The staff portal needs JavaScript. Turn it on in your browser's settings, or use another browser.";

/**
 * The portal's shell: the spinner until the portal's code replaces it. Without JavaScript that would never happen
 * (a plain sign-in at /auth leads here), so index.html's <noscript> style swaps the spinner for a message saying
 * why, as on /auth (a message inside a <noscript> element of its own would be the same to a visitor, but is
 * invisible to browser tests).
 */
export const renderPortalShell = (): string =>
  renderToString(
    <>
      <div className="nojs-hide">
        <Spinner label="Loading..." fullScreen />
      </div>
      <p className="hidden nojs-show mx-auto max-w-md px-6 py-16 text-center text-lg text-club-black">
        {PORTAL_NEEDS_JAVASCRIPT}
      </p>
    </>,
  );

/**
 * A portal shell (the spinner, or /auth's) in the element that carries the club's time zone: the portal reads it
 * at start (lib/club-time-zone.ts), also after signing in on /auth, and asks the server for nothing more.
 */
const SLOT = 'portal-shell-goes-here';
export const inPortalRoot = (html: string, clubTimeZone: string): string => {
  // React writes (and escapes) the attribute; the shell inside is already HTML.
  const [open, close] = renderToString(<div {...{ [CLUB_TIME_ZONE_ATTRIBUTE]: clubTimeZone }}>{SLOT}</div>).split(SLOT);
  return `${open}${html}${close}`;
};

/**
 * /auth: with JavaScript off, a sign-in form that posts to the server (PlainSignIn) in place of the spinner
 * (index.html's <noscript> style swaps them). With JavaScript on, the spinner shows until the portal replaces it:
 * a form typed into before then would be wiped by that replacement.
 */
export const renderSignInShell = (answer: SignInAnswer = {}): string =>
  renderToString(
    <>
      <div className="nojs-hide">
        <Spinner label="Loading..." fullScreen />
      </div>
      <div className="hidden nojs-show">
        <PlainSignIn {...answer} />
      </div>
    </>,
  );
