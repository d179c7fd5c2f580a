import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminSection } from '../../../../shared/admin-sections';
import { CLUB, MOBILE_MENU_WIDTH } from '../../../../shared/constants';
import { Dialog } from '../../../components/ui/dialog';
import { SidebarContent } from './sidebar-content';

/** Tailwind's spacing unit is a quarter rem: the menu's 64 units (w-64). */
const menuWidth = `${MOBILE_MENU_WIDTH / 4}rem`;
/** Tailwind's lg breakpoint, where the sidebar shows. */
const WIDE_SCREEN = '(min-width: 64rem)';
const TITLE_ID = 'admin-menu-title';

/** Phones: a top bar whose button slides the menu in from the left; choosing a section closes it. */
export function MobileMenu({ active, title }: { active: AdminSection; title: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  // Widened past the phone layout (a rotated tablet): the sidebar takes over, so the menu must not stay open.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);
  return (
    <>
      {/* A landmark (banner), so nothing on a phone's screen sits outside one. */}
      <header className="sticky top-0 z-40 flex items-center gap-2 bg-club-black px-2 py-1 text-white lg:hidden print:hidden">
        <button
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Menu className="h-6 w-6" aria-hidden />
        </button>
        <span className="font-display text-lg font-bold text-club-gold">{CLUB.brandWord}</span>
        <span className="truncate text-sm text-neutral-200">{title}</span>
      </header>
      <Dialog
        open={open}
        onClose={close}
        titleId={TITLE_ID}
        placement="left"
        tone="dark"
        closeLabel="Close menu"
        testId="mobile-menu"
        panelClassName="bg-club-black shadow-xl lg:hidden"
      >
        <h2 id={TITLE_ID} className="sr-only">
          Admin menu
        </h2>
        {/* The panel is as wide as what it holds. */}
        <div style={{ width: menuWidth }} className="h-full max-w-[85vw]">
          <SidebarContent active={active} onNavigate={close} />
        </div>
      </Dialog>
    </>
  );
}
