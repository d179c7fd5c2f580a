// 'Change role' on a colleague's card: the role and, for a Coach, the teams, saved at once; the server
// refuses to demote the last Admin (409), and its message shows in the dialog.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/v4';
import type { StaffAccount } from '../../../../../shared/schema';
import { Dialog, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { ActionError } from '../../lib/action-error';
import { formResolver } from '../../lib/form-values';
import { showServerIssues } from '../../lib/server-issues';
import { FormLayout } from '../../ui/form-panel';
import { AccessFields, accessBody, accessFormFields, coachNeedsTeams } from './access-fields';
import { useChangeRole } from './api';

const schema = z.object(accessFormFields).superRefine(coachNeedsTeams);

export function RoleDialog({ account, onClose }: { account: StaffAccount | null; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={account !== null} onClose={onClose} titleId={`${id}-title`} descriptionId={`${id}-description`}>
      <DialogTitle id={`${id}-title`} className="pr-10">
        Change role
      </DialogTitle>
      <DialogDescription id={`${id}-description`} className="mb-4 mt-1">
        {account ? `What ${account.username} may do. It applies at once, without signing them out.` : ''}
      </DialogDescription>
      {account && <RoleForm key={account.id} account={account} onDone={onClose} />}
    </Dialog>
  );
}

function RoleForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const change = useChangeRole();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: { role: account.role, teamIds: account.teamIds },
  });
  const onSubmit = form.handleSubmit((values) => {
    setRefusal(null);
    change.mutate(
      { id: account.id, ...accessBody(values) },
      {
        onSuccess: onDone,
        onError: (error) => {
          showServerIssues(error, form.setError, ['role', 'teamIds']);
          if (error instanceof ActionError) setRefusal(error.reason);
        },
      },
    );
  });
  return (
    <FormLayout onSubmit={onSubmit} submitLabel="Save Role" pending={change.isPending} onCancel={onDone}>
      <AccessFields form={form} />
      {refusal && (
        <p role="alert" className="text-sm font-medium text-club-red sm:col-span-2">
          {refusal}
        </p>
      )}
    </FormLayout>
  );
}
