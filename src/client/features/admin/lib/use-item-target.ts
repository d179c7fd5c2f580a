// Reaching one item from a link elsewhere in the portal (the activity log's): '/admin/<section>#item-<id>'
// opens the section, and its list, once loaded, scrolls to the item's card (id 'item-<id>', given by ItemCard),
// focuses it and outlines it until focus moves on. A section with a detail view opens the item's too (`onTarget`).
import { createContext, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { itemAnchor, itemFromHash } from '../../../../shared/paths';

/** The id of the item a card shows, for the cards an entity section draws (so each card need not pass it). */
export const ItemIdContext = createContext<string | number | null>(null);

const MARK = ['ring-4', 'ring-club-gold'];

/** Scrolls to, focuses and marks the card the address names, once `ids` (the list's items) are loaded. */
export function useItemTarget(ids: readonly (string | number)[] | undefined, onTarget?: (id: string) => void) {
  // Moving between sections changes the path; the fragment rides along with it (wouter tracks the path only).
  const [location] = useLocation();
  const loaded = ids !== undefined;
  const latest = useRef({ ids, onTarget });
  latest.current = { ids, onTarget };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival at the path, and once the list is there
  useEffect(() => {
    const id = itemFromHash(window.location.hash);
    const { ids: known, onTarget: open } = latest.current;
    if (!id || !known?.some((item) => String(item) === id)) return;
    const card = document.getElementById(itemAnchor(id));
    // Sections stay mounted while hidden: only the one on screen answers.
    if (!card || card.closest('[hidden]')) return;
    card.tabIndex = -1;
    card.scrollIntoView?.({ block: 'center' });
    card.focus({ preventScroll: true });
    card.classList.add(...MARK);
    card.addEventListener('blur', () => card.classList.remove(...MARK), { once: true });
    open?.(id);
  }, [location, loaded]);
}
