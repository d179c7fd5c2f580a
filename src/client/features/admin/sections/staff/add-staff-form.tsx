import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { addStaffSchema, withConfirmation } from '../../../../../shared/credentials';
import { type FormValues, formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { useAddStaff } from './api';

// The password twice, as on the setup form: a typo here would lock the colleague out.
const schema = withConfirmation(addStaffSchema, 'password', 'confirmPassword');
type Values = FormValues<typeof schema>;
const blank: Values = { username: '', password: '', confirmPassword: '' };

/** A colleague's account: they sign in with this username and password, and can change the password later. */
export function AddStaffForm({ onDone }: { onDone: () => void }) {
  const add = useAddStaff();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: blank,
  });
  useUnsavedWarning(form.formState.isDirty);

  const onSubmit = form.handleSubmit(({ username, password }) =>
    add.mutate(
      { username, password },
      {
        onSuccess: () => {
          form.reset(blank);
          onDone();
        },
        onError: (error) => showServerIssues(error, form.setError, ['username', 'password'], 'username'),
      },
    ),
  );

  return (
    <FormLayout
      onSubmit={onSubmit}
      submitLabel="Add Staff Member"
      pending={add.isPending}
      pendingLabel="Adding..."
      onCancel={onDone}
    >
      <TextField
        form={form}
        name="username"
        label="Username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="sm:col-span-2"
      />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="new-password" />
      <TextField
        form={form}
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
      />
    </FormLayout>
  );
}
