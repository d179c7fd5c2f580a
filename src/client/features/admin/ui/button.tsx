import * as Tooltip from '@radix-ui/react-tooltip';
import { Loader2 } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { TOOLTIP } from '../../../../shared/constants';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-club-red text-white hover:bg-club-red-dark disabled:bg-club-red/50',
  secondary: 'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 disabled:text-neutral-400',
  ghost: 'text-neutral-700 hover:bg-neutral-100 disabled:text-neutral-400',
  danger: 'bg-white text-club-red border border-club-red hover:bg-red-50 disabled:opacity-50',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** Shows a spinner before the label; the caller also disables the button. */
  busy?: boolean;
  icon?: ReactNode;
};

/** At least 44 px tall: a thumb on a phone must hit it (design.md "Look"). */
export function Button({
  variant = 'primary',
  busy = false,
  icon,
  className = '',
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-club-red disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : icon}
      {children}
    </button>
  );
}

/** A square icon-only button; its label names it for screen readers and shows as a tooltip (spec section 9). */
export function IconButton({
  label,
  className = '',
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-club-red disabled:opacity-40 ${className}`}
          {...props}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={TOOLTIP.sideOffset}
          className="z-50 rounded-md bg-club-black px-2 py-1 text-xs text-white shadow"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
