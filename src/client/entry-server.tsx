// Server rendering: a public page to plain HTML with its data already read (islands marked for the browser), and
// the portal's shell, a spinner the portal app replaces once its code arrives.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Spinner } from './components/ui/spinner';
import { SiteLayout } from './features/public/layout/site-layout';
import { type IslandsUsed, IslandsUsedContext } from './islands/island';
import type { PublicRoute } from './routes';

export function renderPublicPage(queryClient: QueryClient, route: PublicRoute, pathname: string) {
  const islands: IslandsUsed = new Map();
  const Page = route.component;
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <IslandsUsedContext.Provider value={islands}>
          <SiteLayout pathname={pathname}>
            <Page />
          </SiteLayout>
        </IslandsUsedContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, islands };
}

export const renderPortalShell = (): string => renderToString(<Spinner label="Loading..." fullScreen />);
