import { useAuth } from '../../lib/auth';
import { loginSchema } from './auth-schemas';
import { CredentialsForm } from './credentials-form';

/** Staff sign-in (docs/product.md "Staff login"); a failure toasts 'Login failed' and keeps what was typed. */
export function LoginForm() {
  const { loginMutation } = useAuth();
  return (
    <CredentialsForm
      schema={loginSchema}
      passwords={[{ name: 'password', label: 'Password', autoComplete: 'current-password' }]}
      submitLabel="Sign In"
      pendingLabel="Signing in..."
      pending={loginMutation.isPending}
      onSubmit={(values) => loginMutation.mutate(values)}
    />
  );
}
