// After an Admin set a temporary password, the portal is this form until the account holder picks their own: the
// server refuses every other admin call until then (ADR 034).
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { CLUB } from '../../../shared/constants';
import { api, paths } from '../../../shared/paths';
import { useAuth } from '../../lib/auth';
import { ChangePasswordForm } from './sections/staff/change-password-form';

export function ChoosePassword() {
  const { user, logoutMutation } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-club-black px-4 py-10 font-sans">
      <div className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl sm:p-8">
        <p className="font-display text-3xl font-bold tracking-wide text-club-red">{CLUB.brandWord}</p>
        <h1 className="mt-2 font-display text-2xl font-bold text-club-black">Choose your own password</h1>
        <p className="mb-6 mt-1 text-sm text-neutral-600">
          {user?.username}, you signed in with a temporary password. Type it as your current password, then choose a new
          one that only you know.
        </p>
        <ChangePasswordForm onChanged={() => queryClient.invalidateQueries({ queryKey: [api.user] })} />
        <button
          type="button"
          disabled={logoutMutation.isPending}
          onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate(paths.auth) })}
          className="mt-6 block w-full text-center text-sm text-neutral-600 underline"
        >
          {logoutMutation.isPending ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </main>
  );
}
