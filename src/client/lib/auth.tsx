// The signed-in staff member (docs/product.md "Auth"): fetched at start, a 401 means signed out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { api } from '../../shared/paths';
import type { User } from '../../shared/schema';
import { apiRequest, getJson, readableError } from './api';
import { removeDraftsOf } from './local-drafts';
import { dismissToast, toast } from './toast';

type Credentials = { username: string; password: string };
type Registration = Credentials & { setupCode?: string };

function useAuthState() {
  const queryClient = useQueryClient();
  const userQuery = useQuery({ queryKey: [api.user], queryFn: () => getJson<User>(api.user, 'returnNull') });
  const setUser = (user: User | null) => queryClient.setQueryData([api.user], user);

  // A failure's toast goes once a retry succeeds: 'Login failed' must not linger over the signed-in portal.
  const failure = useRef<number | null>(null);
  const failed = (title: string) => (error: unknown) => {
    failure.current = toast({ title, description: readableError(error), variant: 'destructive' });
  };
  const signedIn = (user: User) => {
    if (failure.current !== null) dismissToast(failure.current);
    failure.current = null;
    setUser(user);
  };

  const loginMutation = useMutation({
    mutationFn: (credentials: Credentials) => apiRequest<User>('POST', api.login, credentials),
    onSuccess: signedIn,
    onError: failed('Login failed'),
  });
  const registerMutation = useMutation({
    mutationFn: (registration: Registration) => apiRequest<User>('POST', api.register, registration),
    onSuccess: signedIn,
    onError: failed('Registration failed'),
  });
  const logoutMutation = useMutation({
    mutationFn: () => apiRequest('POST', api.logout),
    onSuccess: () => {
      // Nothing a signed-in session loaded may outlive it, nor what this person typed and did not save (ADR 045):
      // the next person at a shared computer finds none of it.
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') });
      const signedOut = queryClient.getQueryData<User | null>([api.user]);
      if (signedOut) removeDraftsOf(signedOut.id);
      setUser(null);
    },
    onError: (error) => toast({ title: 'Logout failed', description: readableError(error), variant: 'destructive' }),
  });

  return {
    user: userQuery.data ?? null,
    isLoading: userQuery.isLoading,
    error: userQuery.error,
    loginMutation,
    registerMutation,
    logoutMutation,
  };
}

type AuthContextValue = ReturnType<typeof useAuthState>;
const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={useAuthState()}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/**
 * The signed-in staff member as the AuthProvider loaded it, read without asking the server again: what the portal's
 * screens show and hide by (null while signed out, or where no AuthProvider loaded it).
 */
export const useSignedInUser = (): User | null =>
  useQuery<User | null>({ queryKey: [api.user], enabled: false }).data ?? null;
