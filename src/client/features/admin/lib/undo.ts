// After a delete: its success toast offers Undo for UNDO_MS (issue 18, ADR 031). Undo asks the server to restore
// the item as it was; the outcome is a toast of its own, and a refusal says why (too late, its team deleted since).
import { toast, UNDO_MS } from '../../../lib/toast';
import { toastFailure, withFailureTitle } from './action-error';

export type UndoOptions = {
  /** The delete's success toast: 'Article deleted successfully'. */
  title: string;
  /** 'Article restored'. */
  restored: string;
  /** 'Failed to restore article'. */
  failure: string;
  restore: () => Promise<unknown>;
  /** Refreshes what the restore changed. */
  after: () => Promise<unknown>;
};

export function toastWithUndo({ title, restored, failure, restore, after }: UndoOptions): void {
  toast({
    title,
    durationMs: UNDO_MS,
    action: {
      label: 'Undo',
      onClick: () => {
        withFailureTitle(failure, restore)
          .then(() => {
            toast({ title: restored });
            return after();
          })
          .catch((error: unknown) => toastFailure(error));
      },
    },
  });
}
