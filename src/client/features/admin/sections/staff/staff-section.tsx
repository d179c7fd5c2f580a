// Staff accounts: who can sign in to the portal, when each last did, adding a colleague, removing one,
// and changing one's own password. Nobody removes their own account here, so there is always someone to sign in.
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { formatClubDayTime } from '../../../../../shared/club-time';
import { ROLE_LABELS } from '../../../../../shared/permissions';
import type { StaffAccount } from '../../../../../shared/schema';
import { useAuth } from '../../../../lib/auth';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { usePortalList } from '../../../../lib/entity-queries';
import { canUse } from '../../lib/section-access';
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
import { RoleDialog } from './role-dialog';
import { TemporaryPasswordForm } from './temporary-password-form';

const ADD = 'Add Staff Member';

/** An Admin manages the accounts here; everyone changes their own password here (the user panel links to it). */
export function StaffSection({ title }: SectionProps) {
  const { user } = useAuth();
  if (!canUse(user, 'staff')) {
    return (
      <>
        <SectionHeader title="My Password" description="The password you sign in to this portal with." />
        <MyPassword />
      </>
    );
  }
  return <StaffAccounts title={title} />;
}

function MyPassword() {
  return (
    <FormPanel title="Change My Password">
      <p className="-mt-2 mb-4 text-sm text-neutral-600">
        Changing it signs your account out on every other computer and phone; you stay signed in here.
      </p>
      <ChangePasswordForm />
    </FormPanel>
  );
}

/** 'Coach of U14 Development and U16 Competitive' */
function roleText(account: StaffAccount, teamName: (id: string) => string | undefined) {
  if (account.role !== 'coach') return ROLE_LABELS[account.role];
  const names = account.teamIds.map(teamName).filter(Boolean);
  return names.length > 0 ? `Coach of ${names.join(', ')}` : 'Coach';
}

function StaffAccounts({ title }: SectionProps) {
  const query = useStaffAccounts();
  const { user } = useAuth();
  const teams = usePortalList('teams').data ?? [];
  const teamName = (id: string) => teams.find((team) => team.id === id)?.name;
  const [changingRole, setChangingRole] = useState<StaffAccount | null>(null);
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
                  itemId={account.id}
                  eyebrow={mine ? 'You' : undefined}
                  title={account.username}
                  meta={
                    <>
                      <span data-testid="staff-role">{roleText(account, teamName)}</span>
                      <span aria-hidden>·</span>
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
                    // One's own role can be changed too (the last Admin's is refused); not one's own password
                    // or account here.
                    <div className="flex">
                      <IconButton
                        label={`Change role for ${account.username}`}
                        onClick={() => setChangingRole(account)}
                      >
                        <ShieldCheck className="h-4 w-4" aria-hidden />
                      </IconButton>
                      {!mine && (
                        <>
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
                        </>
                      )}
                    </div>
                  }
                />
              );
            })}
          </ul>
        )}
      </ListView>
      <MyPassword />
      <RoleDialog account={changingRole} onClose={() => setChangingRole(null)} />
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.asking ? `Remove the staff account "${confirm.asking.username}"?` : ''}
        description="They are signed out at once and can no longer sign in. Undo brings the account back; they sign in again."
        confirmLabel="Remove"
      />
    </>
  );
}
