import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useAuth } from '../../lib/auth';
import { AuthField, submitClass } from './auth-field';
import { type SetupValues, setupSchema } from './auth-schemas';

/**
 * The first staff account (design.md "First staff account"), made with the one-time code from the setup link
 * the server printed. Success signs the new account in.
 */
export function SetupForm({ setupCode }: { setupCode: string }) {
  const { registerMutation } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetupValues>({
    resolver: zodResolver(setupSchema),
    defaultValues: { username: '', password: '', confirmPassword: '' },
  });
  const pending = registerMutation.isPending;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ username, password }) => registerMutation.mutate({ username, password, setupCode }))}
      className="grid gap-4"
    >
      <AuthField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <AuthField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <AuthField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button type="submit" disabled={pending} className={submitClass}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {pending ? 'Creating account...' : 'Create account'}
      </button>
    </form>
  );
}
