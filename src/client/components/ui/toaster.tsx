import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST } from '../../../shared/constants';
import { dismissToast, useToasts } from '../../lib/toast';

/** Top of the screen on phones, bottom-right from the sm breakpoint; 420 px wide at most (spec section 9). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST.durationMs} swipeDirection="right">
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
            t.variant === 'destructive'
              ? 'border-club-red bg-club-red text-white'
              : 'border-neutral-200 bg-white text-neutral-900'
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[...TOAST.hotkey]}
        style={{ maxWidth: TOAST.maxWidthPx }}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col"
      />
    </Toast.Provider>
  );
}
