// Asks why before a change to money that stays on the record: waiving a charge, correcting or deleting a payment.
// The reason is required; the server keeps it with the change.
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Field, Textarea } from '../../../../components/ui/field';

export const REASON_REQUIRED = 'Give the reason';

export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} titleId={`${id}-title`} descriptionId={`${id}-description`}>
      <DialogTitle id={`${id}-title`} className="pr-10">
        {title}
      </DialogTitle>
      <DialogDescription id={`${id}-description`} className="mb-4 mt-1">
        {description}
      </DialogDescription>
      {open && <ReasonForm confirmLabel={confirmLabel} onConfirm={onConfirm} onClose={onClose} />}
    </Dialog>
  );
}

function ReasonForm({
  confirmLabel,
  onConfirm,
  onClose,
}: {
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setError(REASON_REQUIRED);
        onConfirm(reason.trim());
      }}
    >
      <Field label="Reason" error={error}>
        {(control) => (
          <Textarea {...control} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        )}
      </Field>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button size="sm" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button size="sm" type="submit">
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
