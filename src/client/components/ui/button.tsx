import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'gold' | 'dark' | 'outline' | 'outlineLight' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

// Colour pairs are checked for WCAG AA: white on club red 5.6:1, black on club gold 13:1.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-club-red text-white hover:bg-club-red-dark',
  gold: 'bg-club-gold text-club-black hover:bg-yellow-300',
  dark: 'bg-club-black text-white hover:bg-neutral-800',
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
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-club-gold',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  ].join(' ');
}

export type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
