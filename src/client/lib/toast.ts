// A tiny toast store: at most TOAST.limit toasts at once (spec section 9); the newest replaces the oldest.
import { useSyncExternalStore } from 'react';
import { TOAST } from '../../shared/constants';

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };
export type ToastItem = ToastInput & { id: number };

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
