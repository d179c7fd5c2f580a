// After a delete: its success toast offers Undo for UNDO_MS (ADR 031). Undo asks the server to restore
// the item as it was; the outcome is a toast of its own, and a refusal says why (too late, its team deleted since).
// One hook for every delete in the portal: content sections, enquiries and staff accounts.
import { useMutation } from '@tanstack/react-query';
import { toast, UNDO_MS } from '../../../lib/toast';
import { toastFailure, withFailureTitle } from './action-error';

export type UndoableDelete<Id> = {
  /** 'Article', 'Inquiry', 'Staff member': the toasts' subject. */
  label: string;
  /** 'deleted' (the default) or 'removed', as the section's own texts say it. */
  verb?: 'deleted' | 'removed';
  remove: (id: Id) => Promise<unknown>;
  restore: (id: Id) => Promise<unknown>;
  /** Refreshes what the delete and the restore changed. */
  refresh: () => Promise<unknown>;
};

/**
 * The delete's mutation: 'Failed to delete article' on failure, 'Article deleted successfully' with Undo on success;
 * Undo toasts 'Article restored' or 'Failed to restore article' with the server's reason.
 */
export function useUndoableDelete<Id>({ label, verb = 'deleted', remove, restore, refresh }: UndoableDelete<Id>) {
  const lower = label.toLowerCase();
  const undo = (id: Id) =>
    withFailureTitle(`Failed to restore ${lower}`, () => restore(id))
      .then(() => {
        toast({ title: `${label} restored` });
        return refresh();
      })
      .catch((error: unknown) => toastFailure(error));
  return useMutation({
    mutationFn: (id: Id) =>
      withFailureTitle(`Failed to ${verb === 'deleted' ? 'delete' : 'remove'} ${lower}`, () => remove(id)),
    onSuccess: (_: unknown, id: Id) => {
      toast({
        title: `${label} ${verb} successfully`,
        durationMs: UNDO_MS,
        action: { label: 'Undo', onClick: () => void undo(id) },
      });
      return refresh();
    },
    onError: (error: unknown) => toastFailure(error),
  });
}
