// Staff accounts (issue 9): who can sign in to the portal, when each last did, adding a colleague, removing one,
// and changing one's own password. Nobody removes their own account here, so there is always someone to sign in.
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { formatClubDayTime } from '../../../../../shared/club-time';
import type { StaffAccount } from '../../../../../shared/schema';
import { useAuth } from '../../../../lib/auth';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { useConfirmDelete } from '../../lib/use-confirm-delete';
import { CardActions } from '../../ui/card-actions';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormPanel } from '../../ui/form-panel';
import { IconButton } from '../../ui/icon-button';
import { ItemCard } from '../../ui/item-card';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { AddStaffForm } from './add-staff-form';
import { useRemoveStaff, useStaffAccounts } from './api';
import { ChangePasswordForm } from './change-password-form';
import { TemporaryPasswordForm } from './temporary-password-form';

const ADD = 'Add Staff Member';

export function StaffSection({ title }: SectionProps) {
  const query = useStaffAccounts();
  const { user } = useAuth();
  const remove = useRemoveStaff();
  const confirm = useConfirmDelete((account: StaffAccount) => remove.mutate(account.id));
  const [adding, setAdding] = useState(false);
  const timeZone = useClubTimeZone();
  const when = (iso: string) => formatClubDayTime(iso, timeZone);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);

  return (
    <>
      <SectionHeader
        title={title}
        description="Everyone who can sign in to this portal. Each person should have their own account."
        add={{ label: ADD, open: adding, onToggle: () => setAdding((open) => !open) }}
      />
      {adding && (
        <FormPanel title={ADD}>
          <AddStaffForm onDone={() => setAdding(false)} />
        </FormPanel>
      )}
      {resetting && (
        <FormPanel title={`Set a temporary password for ${resetting.username}`}>
          <TemporaryPasswordForm key={resetting.id} account={resetting} onDone={() => setResetting(null)} />
        </FormPanel>
      )}
      {/* The accounts are h3s: an h2 between them and the h1 keeps the heading outline whole. */}
      <h2 className="sr-only">List of staff accounts</h2>
      <ListView
        query={query}
        loadingText="Loading staff accounts..."
        emptyText="No staff accounts yet"
        what="the staff accounts"
      >
        {(accounts) => (
          <ul className="mb-8 grid gap-4 md:grid-cols-2">
            {accounts.map((account) => {
              const mine = account.id === user?.id;
              return (
                <ItemCard
                  key={account.id}
                  eyebrow={mine ? 'You' : undefined}
                  title={account.username}
                  meta={
                    <>
                      <span>Added {when(account.createdAt)}</span>
                      <span aria-hidden>·</span>
                      <span>
                        {account.lastSignInAt ? `Last sign-in ${when(account.lastSignInAt)}` : 'Never signed in'}
                      </span>
                      {account.mustChangePassword && (
                        <>
                          <span aria-hidden>·</span>
                          <span>Must choose a new password</span>
                        </>
                      )}
                    </>
                  }
                  actions={
                    mine ? null : (
                      <div className="flex">
                        <IconButton
                          label={`Set a temporary password for ${account.username}`}
                          onClick={() => setResetting(account)}
                        >
                          <KeyRound className="h-4 w-4" aria-hidden />
                        </IconButton>
                        <CardActions
                          name={account.username}
                          deleteVerb="Remove"
                          onDelete={() => confirm.ask(account)}
                          deleting={remove.isPending && remove.variables === account.id}
                        />
                      </div>
                    )
                  }
                />
              );
            })}
          </ul>
        )}
      </ListView>
      <FormPanel title="Change My Password">
        <p className="-mt-2 mb-4 text-sm text-neutral-600">
          Changing it signs your account out on every other computer and phone; you stay signed in here.
        </p>
        <ChangePasswordForm />
      </FormPanel>
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.asking ? `Remove the staff account "${confirm.asking.username}"?` : ''}
        description="They are signed out at once and can no longer sign in. Undo brings the account back; they sign in again."
        confirmLabel="Remove"
      />
    </>
  );
}
