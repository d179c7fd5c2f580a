// Tabs styled as a segmented control (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs.
// Without JavaScript (`nojs-*` classes in index.html) the tab row hides and every panel shows under its heading.
import type { KeyboardEvent, ReactNode } from 'react';

export type TabItem = { value: string; label: string; panel: ReactNode };

const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

export function Tabs({
  idPrefix,
  label,
  items,
  value,
  onValueChange,
  panelClassName = 'mt-8',
}: {
  /** Fixed ids: the server's HTML and the browser must agree. */
  idPrefix: string;
  label: string;
  items: TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** Space between the tab row and the panel: a page's sections sit further down than a form field's text. */
  panelClassName?: string;
}) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index + last) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = items[next]!.value;
    onValueChange(target);
    document.getElementById(tabId(idPrefix, target))?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={move}
        className="nojs-hide inline-flex w-full max-w-md rounded-lg bg-neutral-200 p-1 sm:w-auto"
      >
        {items.map((item) => {
          const active = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(idPrefix, item.value)}
              aria-selected={active}
              aria-controls={panelId(idPrefix, item.value)}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => onValueChange(item.value)}
              className="min-h-11 flex-1 rounded-md px-5 font-semibold text-neutral-700 transition-colors hover:text-club-black focus-visible:outline-2 focus-visible:outline-focus data-[state=active]:bg-club-black data-[state=active]:text-white sm:flex-none"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(idPrefix, item.value)}
          aria-labelledby={tabId(idPrefix, item.value)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern lets keyboard users reach a panel
          tabIndex={0}
          data-state={item.value === value ? 'active' : 'inactive'}
          className={`nojs-show focus-visible:outline-none data-[state=inactive]:hidden ${panelClassName}`}
        >
          {item.panel}
        </div>
      ))}
    </>
  );
}
