import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Something staff should know about what visitors see (example content, placeholder contact details), with what to
 * do about it. Amber, not red: nothing is broken.
 */
export function Notice({ label, children, action }: { label: string; children: ReactNode; action: ReactNode }) {
  return (
    <section
      aria-label={label}
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-neutral-900"
    >
      <p className="flex min-w-0 flex-1 basis-64 items-start gap-2">
        <Info className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <span>{children}</span>
      </p>
      {action}
    </section>
  );
}
