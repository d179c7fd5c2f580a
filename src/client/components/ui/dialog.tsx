// A Radix Dialog with the site's overlay, panel and close button; focus trap, Escape and scroll lock come from Radix.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Classes for the panel; the default is a white card up to 32rem wide. */
  panelClassName?: string;
  /** Label of the corner close button; none is drawn when null. */
  closeLabel?: string | null;
  overlayClassName?: string;
  /** 'dark' for a panel on a dark background: the close button turns light. */
  tone?: 'light' | 'dark';
  children: ReactNode;
};

export function DialogContent({
  panelClassName = 'w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 shadow-2xl',
  overlayClassName = 'bg-black/70',
  closeLabel = 'Close',
  tone = 'light',
  className = '',
  children,
  onCloseAutoFocus,
  ...props
}: ContentProps) {
  // Radix puts focus back on a Dialog.Trigger; dialogs opened from state have none, so remember who opened it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement)));
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={`fixed inset-0 z-50 ${overlayClassName}`} />
      <DialogPrimitive.Content
        className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto focus:outline-none ${panelClassName} ${className}`}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented && opener?.isConnected && opener !== document.body) {
            event.preventDefault();
            opener.focus();
          }
        }}
        {...props}
      >
        {children}
        {closeLabel !== null && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className={`absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-2 ${
              tone === 'dark'
                ? 'bg-black/60 text-white hover:bg-black focus-visible:outline-club-gold'
                : 'text-neutral-600 hover:bg-neutral-100 focus-visible:outline-club-red'
            }`}
          >
            <X className="h-5 w-5" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className = '', ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={`font-display text-2xl font-bold text-club-black ${className}`} {...props} />
  );
}

export function DialogDescription({ className = '', ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={`text-neutral-700 ${className}`} {...props} />;
}
