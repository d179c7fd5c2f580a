// /auth (docs/product.md "Staff login"): sign-in, or with ?setup=<code> the first staff account.
// A signed-in visitor goes straight to /admin.
import { Redirect, useSearch } from 'wouter';
import { CLUB } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';
import { LoginForm } from './login-form';
import { SetupForm } from './setup-form';

export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const hydrated = useHydrated();
  const setupCode = new URLSearchParams(useSearch()).get('setup')?.trim() || null;

  if (!hydrated || isLoading) return <Spinner label="Loading..." fullScreen />;
  if (user) return <Redirect to={paths.admin} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-club-black px-4 py-10 font-sans">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl sm:p-8">
        <p className="font-display text-3xl font-bold tracking-wide text-club-red">{CLUB.brandWord}</p>
        {setupCode ? (
          <>
            <h1 className="mt-2 font-display text-2xl font-bold text-club-black">Create the first staff account</h1>
            <p className="mb-6 mt-1 text-sm text-neutral-600">
              No staff account exists yet. Choose the username and password you will sign in with.
            </p>
            <SetupForm setupCode={setupCode} />
            <a href={paths.auth} className="mt-4 block text-center text-sm text-neutral-600 underline">
              I already have an account
            </a>
          </>
        ) : (
          <>
            <h1 className="mt-2 font-display text-2xl font-bold text-club-black">Staff Login</h1>
            <p className="mb-6 mt-1 text-sm text-neutral-600">Sign in to manage the {CLUB.name} website.</p>
            <LoginForm />
          </>
        )}
        <a href={paths.home} className="mt-6 block text-center text-sm text-neutral-600 underline">
          Back to the website
        </a>
      </div>
    </main>
  );
}
