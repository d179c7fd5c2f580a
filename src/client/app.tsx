import * as Tooltip from '@radix-ui/react-tooltip';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { TOOLTIP } from '../shared/constants';
import { paths } from '../shared/paths';
import { Spinner } from './components/ui/spinner';
import { Toaster } from './components/ui/toaster';
import { AuthProvider } from './lib/auth';
import { ClubTimeZoneContext } from './lib/club-time-zone';

const AuthPage = lazy(() => import('./features/auth/auth-page'));
const AdminPage = lazy(() => import('./features/admin/admin-page'));

/** Public pages are the server's: a link from the portal to one loads it from there. */
function ServerPage() {
  useEffect(() => window.location.reload(), []);
  return <Spinner label="Loading..." fullScreen />;
}

/** The staff portal (/auth, /admin/*), rendered in the browser only (ADR 009). */
export function PortalApp({ queryClient, clubTimeZone }: { queryClient: QueryClient; clubTimeZone: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ClubTimeZoneContext.Provider value={clubTimeZone}>
        <Tooltip.Provider delayDuration={TOOLTIP.delayDuration} skipDelayDuration={TOOLTIP.skipDelayDuration}>
          <AuthProvider>
            <Suspense fallback={<Spinner label="Loading..." fullScreen />}>
              <Switch>
                <Route path={paths.auth} component={AuthPage} />
                <Route path={paths.admin} component={AdminPage} />
                <Route path={`${paths.admin}/*`} component={AdminPage} />
                <Route component={ServerPage} />
              </Switch>
            </Suspense>
          </AuthProvider>
          <Toaster />
        </Tooltip.Provider>
      </ClubTimeZoneContext.Provider>
    </QueryClientProvider>
  );
}
