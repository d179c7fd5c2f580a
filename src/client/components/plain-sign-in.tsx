// /auth as the server sends it to a browser without JavaScript: the staff sign-in as a plain form posted to the
// server (ADR 024). With JavaScript the portal app shows its own sign-in (features/auth), which looks the same.
import { CLUB } from '../../shared/constants';
import { paths } from '../../shared/paths';
import { Button } from './ui/button';
import { Field, Input } from './ui/field';

/**
 * The server's answer to a failed post: the failure title ('Login failed') with the server's message, and the name
 * typed.
 */
export type SignInAnswer = { error?: string; username?: string };

export function PlainSignIn({ error, username = '' }: SignInAnswer) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-club-black px-4 py-10 font-sans">
      <div className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl sm:p-8">
        <p className="font-display text-3xl font-bold tracking-wide text-club-red">{CLUB.brandWord}</p>
        <h1 className="mt-2 font-display text-2xl font-bold text-club-black">Staff Login</h1>
        <p className="mb-6 mt-1 text-sm text-neutral-600">Sign in to manage the {CLUB.name} website.</p>
        {error && (
          <div role="alert" className="mb-4 rounded-md border border-club-red bg-red-50 p-3 text-sm text-club-black">
            <p className="font-semibold">Login failed</p>
            <p>{error}</p>
          </div>
        )}
        <form method="post" action={paths.auth} className="grid gap-4">
          <Field id="sign-in-username" label="Username">
            {(control) => (
              <Input
                {...control}
                name="username"
                defaultValue={username}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
              />
            )}
          </Field>
          <Field id="sign-in-password" label="Password">
            {(control) => (
              <Input {...control} name="password" type="password" autoComplete="current-password" required />
            )}
          </Field>
          <Button type="submit" className="w-full">
            Sign In
          </Button>
        </form>
        <a href={paths.home} className="mt-6 block text-center text-sm text-neutral-600 underline">
          Back to the website
        </a>
      </div>
    </main>
  );
}
