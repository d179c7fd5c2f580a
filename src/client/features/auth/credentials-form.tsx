// The sign-in and first-account forms: a username and one or two passwords, checked before anything is sent,
// with what was typed kept after a failure.
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';

type PasswordField<T> = { name: Path<T>; label: string; autoComplete: 'current-password' | 'new-password' };

export function CredentialsForm<T extends FieldValues>({
  schema,
  passwords,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  schema: z.ZodType<T, T>;
  passwords: PasswordField<T>[];
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (values: T) => void;
}) {
  const names = ['username', ...passwords.map((p) => p.name)];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues: Object.fromEntries(names.map((name) => [name, ''])) as DefaultValues<T>,
  });
  const error = (name: string) => (errors[name]?.message as string | undefined) ?? undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field label="Username" error={error('username')}>
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...register('username' as Path<T>)}
          />
        )}
      </Field>
      {passwords.map((password) => (
        <Field key={password.name} label={password.label} error={error(password.name)}>
          {(control) => (
            <Input {...control} type="password" autoComplete={password.autoComplete} {...register(password.name)} />
          )}
        </Field>
      ))}
      <Button type="submit" disabled={pending} busy={pending} className="w-full">
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
