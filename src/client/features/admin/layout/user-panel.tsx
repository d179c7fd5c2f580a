import { KeyRound, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../../shared/paths';
import { ROLE_LABELS } from '../../../../shared/permissions';
import { useAuth } from '../../../lib/auth';

/** Who is signed in and their role, the way to their own password (everyone may change it), and the way out. */
export function UserPanel({ onNavigate }: { onNavigate?: () => void } = {}) {
  const { user, logoutMutation } = useAuth();
  const [, navigate] = useLocation();
  const pending = logoutMutation.isPending;
  return (
    <div className="grid gap-3 border-t border-white/15 pt-4">
      <div className="flex items-center gap-3">
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-club-gold text-club-black">
          <UserRound className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-white" data-testid="signed-in-username">
            {user?.username}
          </p>
          <p className="text-xs text-neutral-300" data-testid="signed-in-role">
            {user ? ROLE_LABELS[user.role] : 'Staff'}
          </p>
        </div>
      </div>
      <Link
        href={paths.adminSection('staff')}
        onClick={onNavigate}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm text-neutral-300 hover:bg-white/10 hover:text-white"
      >
        <KeyRound className="h-4 w-4" aria-hidden />
        Change my password
      </Link>
      <button
        type="button"
        disabled={pending}
        onClick={() => logoutMutation.mutate(undefined, { onSuccess: () => navigate(paths.auth) })}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60"
      >
        <LogOut className="h-4 w-4" aria-hidden />
        {pending ? 'Logging out...' : 'Logout'}
      </button>
    </div>
  );
}
