import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useAuth } from '../../lib/auth';
import { AuthField, submitClass } from './auth-field';
import { type LoginValues, loginSchema } from './auth-schemas';

/** Staff sign-in (spec section 2 "Staff login"); a failure toasts 'Login failed' and keeps what was typed. */
export function LoginForm() {
  const { loginMutation } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const pending = loginMutation.isPending;

  return (
    <form noValidate onSubmit={handleSubmit((values) => loginMutation.mutate(values))} className="grid gap-4">
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" disabled={pending} className={submitClass}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {pending ? 'Signing in...' : 'Sign In'}
      </button>
    </form>
  );
}
