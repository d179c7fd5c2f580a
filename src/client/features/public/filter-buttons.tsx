import type { ReactNode } from 'react';

/** A row of toggle buttons choosing one value or all (spec: gallery categories, merchandise collections). */
export function FilterButtons({
  label,
  options,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  options: readonly string[];
  allLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const button = (key: string, text: string, pressed: boolean, next: string | null) => (
    <button
      key={key}
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(next)}
      className="min-h-11 rounded-full border-2 border-club-black px-5 text-sm font-semibold text-club-black transition-colors hover:bg-stone-200 aria-pressed:bg-club-black aria-pressed:text-white"
    >
      {text}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggles, not a form fieldset
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {button('__all', allLabel, value === null, null)}
      {options.map((option) => button(option, option, value === option, option))}
    </div>
  );
}

/** Filter buttons over a grid of cards, with a sentence instead of the grid when the filter leaves nothing. */
export function FilteredGrid<T>({
  filter,
  shown,
  emptyText,
  className,
  children,
}: {
  filter: Parameters<typeof FilterButtons>[0];
  shown: T[];
  emptyText: string;
  className: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <>
      <FilterButtons {...filter} />
      {shown.length === 0 ? (
        <p className="py-16 text-center text-lg text-neutral-700">{emptyText}</p>
      ) : (
        <ul className={`mt-8 grid gap-6 ${className}`}>{shown.map(children)}</ul>
      )}
    </>
  );
}
