import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/**
 * The portal's one way to ask before a delete (or a removal): every section's delete asks here, naming the item
 * in the title. A browser's own confirm() is never used: it cannot be styled, named for screen readers or tested
 * alike. Cancel comes first, so it has the focus when the question opens: Enter alone never deletes.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const cancel = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={cancel}
      titleId={`${id}-title`}
      descriptionId={`${id}-description`}
      closeLabel={null}
      panelClassName="w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 shadow-xl"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogDescription id={`${id}-description`} className="mt-2">
        {description}
      </DialogDescription>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button size="sm" variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button size="sm" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
