// The staff accounts section's calls: the list, adding a colleague, changing one's own password, removing a
// colleague (with Undo). Each success toasts and refreshes the list; each failure toasts what failed and why.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/v4';
import type {
  addStaffRequestSchema,
  changePasswordSchema,
  StaffAccess,
  temporaryPasswordSchema,
} from '../../../../../shared/credentials';
import { api } from '../../../../../shared/paths';
import type { StaffAccount } from '../../../../../shared/schema';
import { apiRequest } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { toastFailure, withFailureTitle } from '../../lib/action-error';
import { useUndoableDelete } from '../../lib/undo';

export const staffListKey = [api.staff];

/** Ordered by username, as the server sends them. */
export const useStaffAccounts = () => useQuery<StaffAccount[]>({ queryKey: staffListKey });

function useStaffMutation<V>(failure: string, success: string, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => withFailureTitle(failure, () => call(variables)),
    onSuccess: () => {
      toast({ title: success });
      return queryClient.invalidateQueries({ queryKey: staffListKey });
    },
    onError: (error) => toastFailure(error),
  });
}

export const useAddStaff = () =>
  useStaffMutation(
    'Failed to add staff member',
    'Staff member added successfully',
    (body: z.input<typeof addStaffRequestSchema>) => apiRequest<StaffAccount>('POST', api.staff, body),
  );

export const useChangeMyPassword = () =>
  useStaffMutation(
    'Failed to change password',
    'Password changed successfully',
    (body: z.output<typeof changePasswordSchema>) => apiRequest<StaffAccount>('PUT', api.myPassword, body),
  );

export const useSetTemporaryPassword = () =>
  useStaffMutation(
    'Failed to set a temporary password',
    'Temporary password set',
    ({ id, ...body }: z.output<typeof temporaryPasswordSchema> & { id: number }) =>
      apiRequest<StaffAccount>('PUT', api.temporaryPassword(id), body),
  );

/** A 409 (the last Admin keeps their role) fails with the server's message. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  const mutation = useStaffMutation(
    'Failed to change the role',
    'Role changed',
    async ({ id, ...body }: StaffAccess & { id: number }) => {
      const account = await apiRequest<StaffAccount>('PUT', api.staffRole(id), body);
      // One's own new role changes the menu at once.
      await queryClient.invalidateQueries({ queryKey: [api.user] });
      return account;
    },
  );
  return mutation;
}

/** Its toast offers Undo: the server keeps the account a few minutes (ADR 031); its sessions stay ended. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useUndoableDelete({
    label: 'Staff member',
    verb: 'removed',
    remove: (id: number) => apiRequest<void>('DELETE', api.staffAccount(id)),
    restore: (id: number) => apiRequest<StaffAccount>('POST', api.staffAccountRestore(id)),
    refresh: () => queryClient.invalidateQueries({ queryKey: staffListKey }),
  });
}
