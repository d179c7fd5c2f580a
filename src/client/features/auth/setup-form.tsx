import { useAuth } from '../../lib/auth';
import { setupSchema } from './auth-schemas';
import { CredentialsForm } from './credentials-form';

/**
 * The first staff account (docs/architecture.md "First staff account"), made with the one-time code from the setup link
 * the server printed. Success signs the new account in.
 */
export function SetupForm({ setupCode }: { setupCode: string }) {
  const { registerMutation } = useAuth();
  return (
    <CredentialsForm
      schema={setupSchema}
      passwords={[
        { name: 'password', label: 'Password', autoComplete: 'new-password' },
        { name: 'confirmPassword', label: 'Confirm password', autoComplete: 'new-password' },
      ]}
      submitLabel="Create account"
      pendingLabel="Creating account..."
      pending={registerMutation.isPending}
      onSubmit={({ username, password }) => registerMutation.mutate({ username, password, setupCode })}
    />
  );
}
