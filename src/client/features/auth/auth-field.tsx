import { type InputHTMLAttributes, useId } from 'react';

/** A labelled input with its validation message underneath. */
export function AuthField({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-neutral-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className="block min-h-11 w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus:border-club-red focus:outline-2 focus:outline-club-red/30 aria-[invalid=true]:border-club-red"
        {...input}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-club-red">
          {error}
        </p>
      )}
    </div>
  );
}

export const submitClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-club-red px-4 font-semibold text-white hover:bg-club-red-dark disabled:cursor-not-allowed disabled:bg-club-red/60';
