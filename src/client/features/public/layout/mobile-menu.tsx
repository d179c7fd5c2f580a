// The small-screen menu is a <details> element: it opens and closes with JavaScript off too. With JavaScript
// it closes after a choice, on Escape and on a tap outside it, and keeps Tab within it while open.
import { Menu, X } from 'lucide-react';
import { type MouseEvent, useCallback, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { anchorHref, JOIN_US, NAV_ANCHORS, NAV_PAGES, STAFF_LOGIN } from './nav-links';
import { useMenuContainment } from './use-menu-containment';

const item =
  'flex min-h-12 items-center rounded-md px-3 text-lg font-semibold text-white hover:bg-white/10 hover:text-club-gold aria-[current=page]:text-club-gold';

export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useMenuContainment(menu, summary, open, close);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  return (
    <details ref={menu} className="group xl:hidden" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        ref={summary}
        aria-label={open ? 'Close menu' : 'Open menu'}
        className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden"
      >
        <Menu className="h-6 w-6 group-open:hidden" aria-hidden />
        <X className="hidden h-6 w-6 group-open:block" aria-hidden />
      </summary>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a delegated click only closes the menu after a link */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links inside handle their own keys */}
      <div
        onClick={closeOnLink}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-club-black px-4 pb-6 pt-2 shadow-2xl"
      >
        <ul className="grid gap-1">
          {NAV_ANCHORS.map((nav) => (
            <li key={nav.anchor}>
              <a href={anchorHref(pathname, nav.anchor)} className={item}>
                {nav.label}
              </a>
            </li>
          ))}
        </ul>
        <ul className="mt-2 grid gap-1 border-t border-white/10 pt-2">
          {NAV_PAGES.map((nav) => (
            <li key={nav.href}>
              <a href={nav.href} className={item} aria-current={pathname === nav.href ? 'page' : undefined}>
                {nav.label}
              </a>
            </li>
          ))}
          <li>
            <a href={STAFF_LOGIN.href} className={item}>
              {STAFF_LOGIN.label}
            </a>
          </li>
        </ul>
        <a
          href={anchorHref(pathname, JOIN_US.anchor)}
          className={buttonClasses({ size: 'lg', className: 'mt-4 w-full' })}
        >
          {JOIN_US.label}
        </a>
      </div>
    </details>
  );
}
