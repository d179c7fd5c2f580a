// Ordering a management list by hand (ADR 026): cards are dragged onto each other (native HTML5 drag and drop,
// no library), and every card has 'Move up' and 'Move down' buttons for the keyboard, screen readers and phones.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { createContext, type DragEvent, type ReactNode, useContext, useLayoutEffect, useRef } from 'react';
import type { Reorder } from '../lib/use-reorder';
import { IconButton } from './icon-button';

type Identified = { id: string };

const InSortableList = createContext(false);

/** True inside a SortableList: its cards can be picked up and dragged. */
export const useInSortableList = () => useContext(InSortableList);

/**
 * The list of cards, each `<li>` a direct child in the order of `items`. Drag events are handled here for every
 * card at once: the card under the pointer is the one at the same place among the list's children.
 */
export function SortableList({
  as: List,
  className,
  items,
  reorder,
  children,
}: {
  as: 'ol' | 'ul';
  className: string;
  items: readonly Identified[];
  reorder: Reorder;
  children: ReactNode;
}) {
  const dragged = useRef<string | null>(null);
  const marked = useRef<HTMLElement | null>(null);

  const cardAt = (event: DragEvent<HTMLElement>) => {
    const list = event.currentTarget;
    let element = event.target instanceof Element ? event.target : null;
    while (element && element.parentElement !== list) element = element.parentElement;
    const index = element ? Array.prototype.indexOf.call(list.children, element) : -1;
    return index === -1 ? null : { element: element as HTMLElement, item: items[index] };
  };
  const mark = (element: HTMLElement | null) => {
    if (marked.current === element) return;
    marked.current?.removeAttribute('data-drop-target');
    element?.setAttribute('data-drop-target', '');
    marked.current = element;
  };
  const end = () => {
    mark(null);
    dragged.current = null;
  };

  return (
    <InSortableList.Provider value>
      <List
        className={`${className} [&>[data-drop-target]]:ring-2 [&>[data-drop-target]]:ring-club-red`}
        onDragStart={(event) => {
          const card = cardAt(event);
          if (!card?.item) return;
          dragged.current = card.item.id;
          event.dataTransfer.effectAllowed = 'move';
          // Some browsers start a drag only when something is set to carry.
          event.dataTransfer.setData('text/plain', card.item.id);
        }}
        onDragOver={(event) => {
          const card = cardAt(event);
          // Only cards of this list are places to drop, and only for a card of this list.
          if (!dragged.current || !card?.item) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          mark(card.item.id === dragged.current ? null : card.element);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) mark(null);
        }}
        onDrop={(event) => {
          const card = cardAt(event);
          const id = dragged.current;
          end();
          if (!id || !card?.item) return;
          event.preventDefault();
          reorder.drop(id, card.item.id, items);
        }}
        onDragEnd={end}
      >
        {children}
      </List>
    </InSortableList.Provider>
  );
}

/**
 * A card's actions with 'Move up' and 'Move down' below them. After a move the focus stays on the button
 * pressed (or on the other one, once the card reaches an end), so the keyboard can keep moving the card.
 */
export function MoveControls({
  id,
  name,
  shown,
  reorder,
  children,
}: {
  id: string;
  /** The item as its other buttons name it: 'Move Jerseys up'. */
  name: string;
  /** The items shown with it, in their order: a move passes the next one of these. */
  shown: readonly Identified[];
  reorder: Reorder;
  children: ReactNode;
}) {
  const index = shown.findIndex((item) => item.id === id);
  const first = index <= 0;
  const last = index === shown.length - 1;
  const buttons = useRef<HTMLDivElement>(null);
  const refocus = useRef<-1 | 1 | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the card has moved, i.e. its index changed
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    const wanted = (refocus.current === -1 && !first) || last ? 0 : 1;
    refocus.current = null;
    (buttons.current?.children[wanted] as HTMLElement | undefined)?.focus();
  }, [index]);

  const move = (step: -1 | 1) => {
    if (step === -1 ? first : last) return;
    refocus.current = step;
    reorder.step(id, shown, step);
  };

  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      {children}
      <div ref={buttons} className="flex gap-1">
        <IconButton label={`Move ${name} up`} aria-disabled={first} onClick={() => move(-1)}>
          <ArrowUp className="h-4 w-4" aria-hidden />
        </IconButton>
        <IconButton label={`Move ${name} down`} aria-disabled={last} onClick={() => move(1)}>
          <ArrowDown className="h-4 w-4" aria-hidden />
        </IconButton>
      </div>
    </div>
  );
}

/** One line telling staff how to order the list, and (for screen readers) what the last move did. */
export function ReorderHelp({ reorder }: { reorder: Reorder }) {
  return (
    <>
      <p className="mb-3 text-sm text-neutral-600">
        The website shows these in this order. Drag a card, or use its arrow buttons, to change it.
      </p>
      <p role="status" className="sr-only">
        {reorder.announcement}
      </p>
    </>
  );
}
