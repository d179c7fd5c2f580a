import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { temporaryPasswordSchema, withConfirmation } from '../../../../../shared/credentials';
import type { StaffAccount } from '../../../../../shared/schema';
import { type FormValues, formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { useSetTemporaryPassword } from './api';

// Typed twice, as everywhere: the colleague is told this password and must be able to sign in with it.
const schema = withConfirmation(temporaryPasswordSchema, 'password', 'confirmPassword');
type Values = FormValues<typeof schema>;
const blank: Values = { password: '', confirmPassword: '' };

/** An Admin helps a colleague who forgot their password, without the command line (ADR 034). */
export function TemporaryPasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const setTemporary = useSetTemporaryPassword();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: blank,
  });

  const onSubmit = form.handleSubmit(({ password }) =>
    setTemporary.mutate(
      { id: account.id, password },
      {
        onSuccess: onDone,
        onError: (error) => showServerIssues(error, form.setError, ['password']),
      },
    ),
  );

  return (
    <>
      <p className="-mt-2 mb-4 text-sm text-neutral-600">
        {account.username} is signed out everywhere at once. Tell them this password yourself; when they next sign in
        they must choose a new one before anything else.
      </p>
      <FormLayout
        onSubmit={onSubmit}
        submitLabel="Set Temporary Password"
        pending={setTemporary.isPending}
        onCancel={onDone}
      >
        <TextField form={form} name="password" label="Temporary password" type="password" autoComplete="new-password" />
        <TextField
          form={form}
          name="confirmPassword"
          label="Confirm temporary password"
          type="password"
          autoComplete="new-password"
        />
      </FormLayout>
    </>
  );
}
