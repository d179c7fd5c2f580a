// A tiny toast store: at most TOAST.limit toasts at once (docs/product.md "Constants and limits"); the newest replaces
// the oldest.
import { useSyncExternalStore } from 'react';
import { TOAST } from '../../shared/constants';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button beside the text (the portal's Undo after a delete); choosing it also closes the toast. */
  action?: { label: string; onClick: () => void };
  /** How long it shows, when not the usual TOAST.durationMs (an Undo stays longer: UNDO_MS). */
  durationMs?: number;
};
export type ToastItem = ToastInput & { id: number };

/** How long a delete's Undo is offered: longer than a plain toast, time to notice the wrong item went. */
export const UNDO_MS = 10_000;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, id }, ...toasts].slice(0, TOAST.limit);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
