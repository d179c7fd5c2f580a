import { useState } from 'react';

/** The item a confirmation dialog is asking about; confirming runs the delete. */
export function useConfirmDelete<T>(onConfirm: (item: T) => void) {
  const [asking, setAsking] = useState<T | null>(null);
  return {
    ask: setAsking,
    dialog: {
      open: asking !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setAsking(null);
      },
      onConfirm: () => {
        if (asking !== null) onConfirm(asking);
        setAsking(null);
      },
    },
    asking,
  };
}
