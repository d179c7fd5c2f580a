// Labelled form controls with an error line under the field; the error is linked for screen readers.
import type { ComponentProps, ReactNode } from 'react';

const control =
  'block w-full min-h-11 rounded-md border border-neutral-400 bg-white px-3 py-2 text-base text-club-black placeholder:text-neutral-500 focus:border-club-red focus:outline-2 focus:outline-club-red/30 aria-[invalid=true]:border-club-red';

export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-club-black">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-club-red">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes for a control whose Field may show an error. */
export const errorProps = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${control} ${className}`} {...props} />;
}

export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${control} ${className}`} {...props} />;
}

export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return <select className={`${control} ${className}`} {...props} />;
}
