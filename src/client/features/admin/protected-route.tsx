// The protected-route rule (docs/product.md "Staff portal"): a spinner while the current user loads; no user goes to
// /auth.
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';
import { ChoosePassword } from './choose-password';

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const hydrated = useHydrated();
  if (!hydrated || isLoading) return <Spinner label="Loading..." fullScreen />;
  if (!user) return <Redirect to={paths.auth} replace />;
  if (user.mustChangePassword) return <ChoosePassword />;
  return <>{children}</>;
}
