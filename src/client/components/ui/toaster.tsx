// Toasts as docs/product.md "Constants and limits" sets them: one at a time, 420 px wide at most, 5 seconds (paused
// while pointed at or focused), F8 moves focus to them. At the top on phones, below the site's 64 px bar so its logo
// and menu button stay usable; bottom-right from the sm breakpoint. No library: the public pages ship it in their
// islands. A toast may carry one action button (the portal's Undo, for 10 seconds).
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TOAST } from '../../../shared/constants';
import { dismissToast, type ToastItem, useToasts } from '../../lib/toast';

export function Toaster() {
  const toasts = useToasts();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((TOAST.hotkey as readonly string[]).includes(event.key)) region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section
      ref={region}
      aria-label={`Notifications (${TOAST.hotkey.join('+')})`}
      tabIndex={-1}
      style={{ maxWidth: TOAST.maxWidthPx }}
      className="pointer-events-none fixed top-16 z-[100] w-full p-4 focus:outline-none sm:bottom-0 sm:right-0 sm:top-auto"
    >
      <ol aria-live="polite" className="grid gap-2">
        {toasts.map((t) => (
          <Toast key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ toast }: { toast: ToastItem }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs ?? TOAST.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs]);
  const action = toast.action;
  return (
    <li
      role="status"
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
        toast.variant === 'destructive'
          ? 'border-club-red bg-club-red text-white'
          : 'border-neutral-200 bg-white text-neutral-900'
      }`}
    >
      <div className="grid gap-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="text-sm opacity-90">{toast.description}</p>}
      </div>
      {action && (
        <button
          type="button"
          onClick={() => {
            dismissToast(toast.id);
            action.onClick();
          }}
          className="ml-auto shrink-0 self-center rounded border border-current px-3 py-1 text-sm font-semibold"
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismissToast(toast.id)}
        className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}
