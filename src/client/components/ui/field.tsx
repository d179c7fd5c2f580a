// The one labelled form control of the site and the portal: a label, the control, a hint and the validation
// message under it, linked to the control for screen readers (docs/product.md "Validation messages").
import { type ComponentProps, type ReactNode, useId } from 'react';

export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A border dark enough to see (3:1 against white), red while the field is in error; focus in the focus colour, never red. */
const control =
  'block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-base text-club-black placeholder:text-neutral-500 focus:border-focus focus:outline-2 focus:outline-focus aria-[invalid=true]:border-club-red';

export function Field({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  /** A fixed id, where the server and browser must agree on it (islands); otherwise one is made. */
  id?: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={controlId} className="text-sm font-semibold text-club-black">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-club-red">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      {children(id)}
      <label htmlFor={id} className="text-sm font-semibold text-club-black">
        {label}
      </label>
    </div>
  );
}

/** A text box unless told otherwise: the type written out, as every input's should be. */
export function Input({ className = '', type = 'text', ...props }: ComponentProps<'input'>) {
  return <input className={`${control} ${className}`} type={type} {...props} />;
}

export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${control} ${className}`} {...props} />;
}

export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return <select className={`${control} ${className}`} {...props} />;
}

/** Why a plain form's whole send was refused (the limit, a closed window), above its fields; nothing when it was not. */
export function FormRefusal({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md border border-club-red bg-red-50 p-4 font-medium text-club-black">
      {children}
    </p>
  );
}
