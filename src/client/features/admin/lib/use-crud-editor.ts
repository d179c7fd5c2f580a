// The create/edit state every management screen shares (spec section 4 "Admin forms"): the Add button toggles
// an inline form in create mode; Edit opens it prefilled; Cancel or a successful save closes and resets it.
import { useCallback, useRef, useState } from 'react';

export function useCrudEditor<T extends { id: string }>() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  /** Where the form is, so Edit on a card far down the list brings it into view. */
  const formRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setFormOpen(false);
    setEditing(null);
  }, []);

  const toggleAdd = useCallback(() => {
    if (formOpen) {
      close();
    } else {
      setEditing(null);
      setFormOpen(true);
    }
  }, [formOpen, close]);

  const startEdit = useCallback((item: T) => {
    setEditing(item);
    setFormOpen(true);
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, []);

  /** After a delete: an open edit of the deleted item has nothing left to save. */
  const forget = useCallback(
    (id: string) => {
      if (editing?.id === id) close();
    },
    [editing, close],
  );

  return {
    formOpen,
    editing,
    /** Changing it remounts the form, so each item starts from its own values. */
    formKey: editing?.id ?? 'new',
    formRef,
    toggleAdd,
    startEdit,
    close,
    forget,
  };
}

export type CrudEditor<T extends { id: string }> = ReturnType<typeof useCrudEditor<T>>;
