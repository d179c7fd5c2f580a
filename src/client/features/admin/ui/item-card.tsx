import { type ReactNode, useContext } from 'react';
import { itemAnchor } from '../../../../shared/paths';
import { ItemIdContext } from '../lib/use-item-target';
import { useInSortableList } from './sortable-list';

/**
 * One item of a management list: an optional picture across the top (`media`) or beside it (`leading`), its
 * title and text, a small line of details (`meta`), and its edit and delete buttons. Its element id ('item-<id>')
 * lets a link reach it (lib/use-item-target.ts); an entity section's cards get their item's id from ItemIdContext.
 */
export function ItemCard({
  itemId,
  media,
  leading,
  eyebrow,
  title,
  meta,
  actions,
  children,
}: {
  itemId?: string | number;
  media?: ReactNode;
  leading?: ReactNode;
  /** A small line above the title: the age group, the collection. */
  eyebrow?: ReactNode;
  title: string;
  meta?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  // In a list ordered by hand the whole card can be picked up (ui/sortable-list.tsx handles the drop).
  const sortable = useInSortableList();
  const contextId = useContext(ItemIdContext);
  const id = itemId ?? contextId;
  return (
    <li
      id={id === null ? undefined : itemAnchor(id)}
      draggable={sortable || undefined}
      className={`flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm ${
        sortable ? 'cursor-grab active:cursor-grabbing' : ''
      }`}
    >
      {media}
      <div className="flex flex-1 gap-4 p-4">
        {leading}
        <div className="min-w-0 flex-1">
          {eyebrow && <p className="text-xs font-semibold uppercase tracking-wide text-club-red">{eyebrow}</p>}
          <h3 className="font-semibold text-club-black">{title}</h3>
          {children}
          {meta && <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-neutral-500">{meta}</p>}
        </div>
        {actions}
      </div>
    </li>
  );
}

/** A card's body text. */
export function CardText({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-sm text-neutral-700">{children}</p>;
}
