// The one modal dialog of the public pages and the portal (ADR 042), on the browser's own <dialog>: showModal()
// gives the focus trap, Escape, the backdrop and focus back to the opener on close, with no library code on public
// pages. Content renders only while open.
import { X } from 'lucide-react';
import { type KeyboardEventHandler, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';

/** Where the panel sits: centred, or a drawer down the left edge (the portal's phone menu). */
const PLACEMENT = {
  center: 'm-auto max-h-[calc(100dvh-2rem)]',
  left: 'm-0 h-dvh max-h-dvh',
} as const;

type DialogProps = {
  open: boolean;
  /** 'alertdialog' for a question that must be answered (a delete's confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Called when the visitor closes it: Escape, the close button, a click on the backdrop. */
  onClose: () => void;
  /** Ids of the title and description elements inside (fixed ids: the server and the browser must agree). */
  titleId: string;
  descriptionId?: string;
  /** Classes for the panel; the default is a white card up to 32rem wide. */
  panelClassName?: string;
  /** 'dark' for a panel on a dark background: the close button turns light. */
  tone?: 'light' | 'dark';
  placement?: keyof typeof PLACEMENT;
  /** The close button's name; null for none, when the dialog's own buttons answer it (Cancel). */
  closeLabel?: string | null;
  /** For tests that find the panel by id rather than by role. */
  testId?: string;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  children: ReactNode;
};

export function Dialog({
  open,
  role,
  onClose,
  titleId,
  descriptionId,
  panelClassName = 'w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 shadow-2xl',
  tone = 'light',
  placement = 'center',
  closeLabel = 'Close',
  testId,
  onKeyDown,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A click on the backdrop reaches the <dialog> itself, outside its box.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (event.target === event.currentTarget && !inside) onClose();
  };

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      onKeyDown={onKeyDown}
      data-testid={testId}
      className={`${PLACEMENT[placement]} overflow-y-auto backdrop:bg-black/70 focus:outline-none ${panelClassName}`}
    >
      {open && (
        <>
          {children}
          {closeLabel !== null && (
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              className={`absolute right-2 top-2 z-10 inline-flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-2 ${
                tone === 'dark'
                  ? 'bg-black/60 text-white hover:bg-black focus-visible:outline-focus'
                  : 'text-neutral-600 hover:bg-neutral-100 focus-visible:outline-focus'
              }`}
            >
              <X className="h-5 w-5" aria-hidden />
            </button>
          )}
        </>
      )}
    </dialog>
  );
}

/** Text colours for each panel tone: one class each, as two colour classes on one element fight over the order of
 * Tailwind's stylesheet (grey on black, 1.8:1, when the light one won). */
const TEXT = {
  light: { title: 'text-club-black', description: 'text-neutral-700' },
  dark: { title: 'text-white', description: 'text-neutral-300' },
} as const;

type TextProps = { id: string; tone?: 'light' | 'dark'; className?: string; children: ReactNode };

export function DialogTitle({ id, tone = 'light', className = '', children }: TextProps) {
  return (
    <h2 id={id} className={`font-display text-2xl font-bold ${TEXT[tone].title} ${className}`}>
      {children}
    </h2>
  );
}

export function DialogDescription({ id, tone = 'light', className = '', children }: TextProps) {
  return (
    <p id={id} className={`${TEXT[tone].description} ${className}`}>
      {children}
    </p>
  );
}
