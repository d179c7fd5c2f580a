import type { ReactNode } from 'react';
import { filterHref } from '../../../shared/paths';
import { isPlainClick } from '../../lib/plain-click';

/** A filter value, shown as itself or with its own label (a team's id, shown as its name). */
export type FilterOption = string | { value: string; label: string };

/**
 * A row of filters choosing one value or all (gallery categories, merchandise collections). Each is a link
 * to the page filtered on the server (`/gallery?category=Training`), so filtering works before and without
 * JavaScript (ADR 024); with it, the island filters in place and adds the same address to the history, so Back
 * returns to the previous filter (`useAddressFilter`).
 * Without `onChange` (a page with no island, /fixtures) the links simply load the filtered page.
 */
export function FilterButtons({
  label,
  options,
  allLabel,
  value,
  path,
  param,
  onChange,
}: {
  label: string;
  options: readonly FilterOption[];
  allLabel: string;
  value: string | null;
  /** The page and its query parameter the links name. */
  path: string;
  param: string;
  onChange?: (value: string | null) => void;
}) {
  const link = (key: string, text: string, chosen: boolean, next: string | null) => {
    const href = filterHref(path, param, next);
    return (
      <a
        key={key}
        href={href}
        aria-current={chosen ? 'true' : undefined}
        onClick={
          onChange &&
          ((event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            // A history entry per choice, as the link would make without script (useAddressFilter reads it back).
            history.pushState(null, '', href);
            onChange(next);
          })
        }
        className="inline-flex min-h-11 items-center rounded-full border-2 border-club-black px-5 text-sm font-semibold text-club-black transition-colors hover:bg-stone-200 aria-[current=true]:bg-club-black aria-[current=true]:text-white"
      >
        {text}
      </a>
    );
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of filter links, not a form fieldset
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {link('__all', allLabel, value === null, null)}
      {options.map((option) => {
        const { value: key, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
        return link(key, text, value === key, key);
      })}
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
