import { type RefObject, useLayoutEffect } from 'react';

/**
 * While the phone menu is open it behaves like the modal panel it looks like: Tab and Shift+Tab cycle through its
 * button and links (past the last, focus would land on the page hidden under it), Escape closes it and puts focus
 * back on its button, and a tap anywhere outside it closes it. Listens on the document, so a key pressed or a tap
 * made with focus outside the menu counts too. The listeners are in place before the open menu is drawn (a layout
 * effect: a plain effect waits for the frame after, and an Escape pressed at once went unheard).
 */
export function useMenuContainment(
  menu: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        button.current?.focus();
      } else if (event.key === 'Tab' && menu.current) {
        const stops = focusStops(menu.current);
        const first = stops[0];
        const last = stops[stops.length - 1];
        const inside = menu.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) last?.focus();
        else if (!event.shiftKey && (document.activeElement === last || !inside)) first?.focus();
        else return;
        event.preventDefault();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (menu.current && !menu.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menu, button, open, close]);
}

/** The menu's button (its <summary>) and links, in page order. */
const focusStops = (menu: HTMLElement): HTMLElement[] => [...menu.querySelectorAll<HTMLElement>('summary, a[href]')];
