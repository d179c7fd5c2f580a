// The one button of the site and the portal, and its classes for links that look like buttons.
import { Loader2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'gold' | 'dark' | 'secondary' | 'danger' | 'outline' | 'outlineLight' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

// Colour pairs are checked for WCAG AA: white on club red 5.6:1, black on club gold 13:1.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-club-red text-white hover:bg-club-red-dark',
  gold: 'bg-club-gold text-club-black hover:bg-yellow-300',
  dark: 'bg-club-black text-white hover:bg-neutral-800',
  secondary: 'border border-neutral-400 bg-white text-club-black hover:bg-neutral-100',
  danger: 'border border-club-red bg-white text-club-red hover:bg-red-50',
  outline: 'border-2 border-club-black text-club-black hover:bg-club-black hover:text-white',
  outlineLight: 'border-2 border-white text-white hover:bg-white hover:text-club-black',
  ghost: 'text-club-black hover:bg-neutral-100',
};

// Every size keeps the 44 px minimum tap target.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-7 text-lg',
  icon: 'h-11 w-11',
};

/** Button styling for anything: a <button>, a real link (<a href>) or a router link. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  ].join(' ');
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner in place of the icon; the caller also disables the button. */
  busy?: boolean;
  icon?: ReactNode;
};

export function Button({
  variant,
  size,
  className,
  busy = false,
  icon,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClasses({ variant, size, className })} {...props}>
      {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : icon}
      {children}
    </button>
  );
}
