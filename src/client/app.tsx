import * as Tooltip from '@radix-ui/react-tooltip';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { TOOLTIP } from '../shared/constants';
import { Spinner } from './components/ui/spinner';
import { Toaster } from './components/ui/toaster';
import { AuthProvider } from './lib/auth';
import { paths } from './lib/paths';
import { useHydrated } from './lib/use-hydrated';
import { AdminPage, AuthPage, notFoundRoute, publicRoutes } from './routes';

/**
 * The portal is rendered in the browser only: the server cannot know the signed-in user, nor has it loaded the
 * lazy portal code, so both the server's HTML and the first browser render show the spinner and agree.
 */
function PortalRoutes() {
  const hydrated = useHydrated();
  if (!hydrated) return <Spinner label="Loading..." fullScreen />;
  return (
    <AuthProvider>
      <Suspense fallback={<Spinner label="Loading..." fullScreen />}>
        <Switch>
          <Route path={paths.auth} component={AuthPage} />
          <Route path={paths.admin} component={AdminPage} />
          <Route path={`${paths.admin}/*`} component={AdminPage} />
        </Switch>
      </Suspense>
    </AuthProvider>
  );
}

/** ssrPath and ssrSearch are set only when rendering on the server. */
export function App({
  queryClient,
  ssrPath,
  ssrSearch,
}: {
  queryClient: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP.delayDuration} skipDelayDuration={TOOLTIP.skipDelayDuration}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <Switch>
            {publicRoutes.map((r) => (
              <Route key={r.path} path={r.path} component={r.component} />
            ))}
            <Route path={paths.auth} component={PortalRoutes} />
            <Route path={paths.admin} component={PortalRoutes} />
            <Route path={`${paths.admin}/*`} component={PortalRoutes} />
            <Route component={notFoundRoute.component} />
          </Switch>
        </Router>
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
