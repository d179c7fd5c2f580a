import type { ReactNode } from 'react';

/** The dark band that opens every sub-page, under the fixed navigation bar. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="relative overflow-hidden bg-club-black pt-16 text-white">
      <div
        aria-hidden
        className="absolute -right-24 -top-24 h-72 w-72 rounded-full border-[28px] border-club-red/40 sm:h-96 sm:w-96"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <div aria-hidden className="mb-4 flex gap-1">
          <span className="h-1.5 w-12 rounded bg-club-red" />
          <span className="h-1.5 w-6 rounded bg-club-gold" />
        </div>
        <h1 className="font-display text-4xl font-bold uppercase tracking-wide sm:text-6xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg leading-relaxed text-neutral-300">{children}</div>}
      </div>
    </header>
  );
}
