import { useForm } from 'react-hook-form';
import type { z } from 'zod/v4';
import { addStaffSchema, DEFAULT_NEW_ROLE, withConfirmation } from '../../../../../shared/credentials';
import { type FormValues, formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { useFormDraft } from '../../lib/use-local-draft';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { TextField } from '../../ui/form-fields';
import { FormLayout } from '../../ui/form-panel';
import { AccessFields, accessBody, accessFormFields, coachNeedsTeams } from './access-fields';
import { useAddStaff } from './api';

// The password twice, as on the setup form: a typo here would lock the colleague out. The role is chosen, Editor
// first offered: nobody gets more than they were given.
const schema = withConfirmation(addStaffSchema.extend(accessFormFields), 'password', 'confirmPassword').superRefine(
  coachNeedsTeams,
);
type Values = FormValues<typeof schema>;
const blank: Values = { username: '', password: '', confirmPassword: '', role: DEFAULT_NEW_ROLE, teamIds: [] };

/** A colleague's account: they sign in with this username and password, and can change the password later. */
export function AddStaffForm({ onDone }: { onDone: () => void }) {
  const add = useAddStaff();
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: blank,
  });
  useUnsavedWarning(form.formState.isDirty);
  // The username, role and teams are kept in this browser until saved (ADR 045); a password never is.
  const draft = useFormDraft(form, {
    form: 'staff',
    itemId: null,
    version: null,
    omit: ['password', 'confirmPassword'],
  });

  const onSubmit = form.handleSubmit(({ username, password, ...access }) =>
    add.mutate(
      { username, password, ...accessBody(access) },
      {
        onSuccess: () => {
          form.reset(blank);
          draft.saved();
          onDone();
        },
        onError: (error) => showServerIssues(error, form.setError, ['username', 'password', 'teamIds'], 'username'),
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
      draft={draft.offer}
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
      <AccessFields form={form} />
    </FormLayout>
  );
}
