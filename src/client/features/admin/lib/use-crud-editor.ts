// The create/edit state every management screen shares (docs/product.md "Admin forms"): the Add button toggles
// an inline form in create mode; Edit opens it prefilled; Duplicate opens create mode filled in from an item; Cancel or
// a successful save closes and resets it.
import { useCallback, useRef, useState } from 'react';

export function useCrudEditor<T extends { id: string }>() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  /** The item a new one is being made from (Duplicate); the form is in create mode. */
  const [copying, setCopying] = useState<T | null>(null);
  /** Where the form is, so Edit on a card far down the list brings it into view. */
  const formRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setFormOpen(false);
    setEditing(null);
    setCopying(null);
  }, []);

  const toggleAdd = useCallback(() => {
    if (formOpen) {
      close();
    } else {
      setEditing(null);
      setCopying(null);
      setFormOpen(true);
    }
  }, [formOpen, close]);

  const open = useCallback((edit: T | null, copy: T | null) => {
    setEditing(edit);
    setCopying(copy);
    setFormOpen(true);
    requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, []);
  const startEdit = useCallback((item: T) => open(item, null), [open]);
  const startCopy = useCallback((item: T) => open(null, item), [open]);
  /** The create form, opened (not toggled): from a button other than Add. */
  const startAdd = useCallback(() => open(null, null), [open]);

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
    copying,
    /** Changing it remounts the form, so each item starts from its own values. */
    formKey: editing?.id ?? (copying ? `copy-${copying.id}` : 'new'),
    formRef,
    toggleAdd,
    startEdit,
    startCopy,
    startAdd,
    close,
    forget,
  };
}

export type CrudEditor<T extends { id: string }> = ReturnType<typeof useCrudEditor<T>>;
