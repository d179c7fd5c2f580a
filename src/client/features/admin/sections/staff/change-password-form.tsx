import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { changePasswordSchema, newPasswordDiffers, withConfirmation } from '../../../../../shared/credentials';
import { type FormValues, formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { useChangeMyPassword } from './api';

const schema = newPasswordDiffers(withConfirmation(changePasswordSchema, 'newPassword', 'confirmNewPassword'));
type Values = FormValues<typeof schema>;
const blank: Values = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * The signed-in staff member's own password. The current one is asked for so that nobody passing a computer left
 * signed in can take the account over; a change signs the account out everywhere else.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const change = useChangeMyPassword();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: blank,
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(blank);
          onChanged?.();
        },
        onError: (error) => showServerIssues(error, form.setError, ['currentPassword', 'newPassword']),
      },
    ),
  );

  return (
    <FormLayout
      onSubmit={onSubmit}
      submitLabel="Change Password"
      pending={change.isPending}
      onCancel={() => form.reset(blank)}
    >
      <TextField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        className="sm:col-span-2"
      />
      <TextField form={form} name="newPassword" label="New password" type="password" autoComplete="new-password" />
      <TextField
        form={form}
        name="confirmNewPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </FormLayout>
  );
}
