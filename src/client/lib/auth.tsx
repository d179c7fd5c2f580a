// The signed-in staff member (spec section 4 "Auth"): fetched at start, a 401 means signed out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { User } from '../../shared/schema';
import { apiRequest, getJson, readableError } from './api';
import { api } from './paths';
import { toast } from './toast';

type Credentials = { username: string; password: string };
type Registration = Credentials & { setupCode?: string };

function useAuthState() {
  const queryClient = useQueryClient();
  const userQuery = useQuery({ queryKey: [api.user], queryFn: () => getJson<User>(api.user, 'returnNull') });
  const setUser = (user: User | null) => queryClient.setQueryData([api.user], user);

  const loginMutation = useMutation({
    mutationFn: (credentials: Credentials) => apiRequest<User>('POST', api.login, credentials),
    onSuccess: setUser,
    onError: (error) => toast({ title: 'Login failed', description: readableError(error), variant: 'destructive' }),
  });
  const registerMutation = useMutation({
    mutationFn: (registration: Registration) => apiRequest<User>('POST', api.register, registration),
    onSuccess: setUser,
    onError: (error) =>
      toast({ title: 'Registration failed', description: readableError(error), variant: 'destructive' }),
  });
  const logoutMutation = useMutation({
    mutationFn: () => apiRequest('POST', api.logout),
    onSuccess: () => {
      // Nothing a signed-in session loaded may outlive it.
      queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin') });
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
