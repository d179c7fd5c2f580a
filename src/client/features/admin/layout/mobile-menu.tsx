import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type AdminSection, CLUB, MOBILE_MENU_WIDTH } from '../../../../shared/constants';
import { SidebarContent } from './sidebar-content';

/** Tailwind's spacing unit is a quarter rem: the spec's 64 units (w-64). */
const menuWidth = `${MOBILE_MENU_WIDTH / 4}rem`;
/** Tailwind's lg breakpoint, where the sidebar shows. */
const WIDE_SCREEN = '(min-width: 64rem)';

/** Phones: a top bar whose button slides the menu in from the left; choosing a section closes it. */
export function MobileMenu({ active, title }: { active: AdminSection; title: string }) {
  const [open, setOpen] = useState(false);
  // Widened past the phone layout (a rotated tablet): the sidebar takes over, so the menu must not stay open.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const close = () => wide.matches && setOpen(false);
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, []);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {/* A landmark (banner), so nothing on a phone's screen sits outside one. */}
      <header className="sticky top-0 z-40 flex items-center gap-2 bg-club-black px-2 py-1 text-white lg:hidden">
        <Dialog.Trigger
          aria-label="Open menu"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-white/10"
        >
          <Menu className="h-6 w-6" aria-hidden />
        </Dialog.Trigger>
        <span className="font-display text-lg font-bold text-club-gold">{CLUB.brandWord}</span>
        <span className="truncate text-sm text-neutral-200">{title}</span>
      </header>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          style={{ width: menuWidth }}
          className="fixed inset-y-0 left-0 z-50 max-w-[85vw] shadow-xl lg:hidden"
          data-testid="mobile-menu"
        >
          <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
          <Dialog.Close
            aria-label="Close menu"
            className="absolute right-2 top-2 z-10 inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10"
          >
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
          <SidebarContent active={active} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
