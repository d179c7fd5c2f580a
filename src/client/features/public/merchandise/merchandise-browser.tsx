// The merchandise page's interactive part (an island): filter by collection, and contact the club to order.
import { Shirt } from 'lucide-react';
import { useState } from 'react';
import { MERCH_COLLECTIONS } from '../../../../shared/constants';
import type { MerchandiseItem, SiteSettings } from '../../../../shared/schema';
import { Button } from '../../../components/ui/button';
import { CardPicture } from '../../../components/ui/card-picture';
import { FilteredGrid } from '../filter-buttons';
import { OrderDialog } from './order-dialog';

export type MerchandiseBrowserProps = { items: MerchandiseItem[]; settings: SiteSettings | null };

export default function MerchandiseBrowser({ items, settings }: MerchandiseBrowserProps) {
  const [collection, setCollection] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<MerchandiseItem | null>(null);
  const shown = collection === null ? items : items.filter((item) => item.collection === collection);

  return (
    <>
      <FilteredGrid
        filter={{
          label: 'Filter by collection',
          allLabel: 'All',
          options: MERCH_COLLECTIONS,
          value: collection,
          onChange: setCollection,
        }}
        shown={shown}
        emptyText="No merchandise available in this collection."
        className="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {(item, i) => <MerchCard key={item.id} item={item} eager={i < 2} onOrder={() => setOrdering(item)} />}
      </FilteredGrid>
      <OrderDialog item={ordering} settings={settings} onClose={() => setOrdering(null)} />
    </>
  );
}

function MerchCard({ item, eager, onOrder }: { item: MerchandiseItem; eager: boolean; onOrder: () => void }) {
  // A row on phones (picture beside the text, less scrolling), a tall card from the sm breakpoint.
  return (
    <li className="flex overflow-hidden rounded-xl bg-white shadow-sm sm:flex-col">
      <CardPicture
        src={item.imageUrl}
        alt={item.name}
        phoneWidth="112px"
        priority={eager}
        className="aspect-square w-28 shrink-0 self-start sm:w-full"
        placeholder={{ icon: Shirt, className: 'h-12 w-12 sm:h-20 sm:w-20' }}
      />
      <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
        <p className="text-xs font-bold uppercase tracking-wider text-club-red">{item.collection}</p>
        <h2 className="mt-1 font-display text-xl font-bold uppercase tracking-wide">{item.name}</h2>
        {item.description && <p className="mt-1 text-sm text-neutral-700 sm:mt-2 sm:text-base">{item.description}</p>}
        <p className="mt-auto pt-3 text-xl font-bold text-club-black">{item.price}</p>
        <Button className="mt-3 w-full" size="sm" onClick={onOrder} aria-haspopup="dialog">
          Contact to Order
        </Button>
      </div>
    </li>
  );
}
