// The merchandise page's interactive part (an island): filter by collection, and contact the club to order.
import { Shirt } from 'lucide-react';
import { useState } from 'react';
import { MERCH_COLLECTIONS, THUMBNAIL_MAX_WIDTH } from '../../../../shared/constants';
import type { MerchandiseItem, SiteSettings } from '../../../../shared/schema';
import { Button } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { FilterButtons } from '../filter-buttons';
import { OrderDialog } from './order-dialog';

export type MerchandiseBrowserProps = { items: MerchandiseItem[]; settings: SiteSettings | null };

export default function MerchandiseBrowser({ items, settings }: MerchandiseBrowserProps) {
  const [collection, setCollection] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<MerchandiseItem | null>(null);
  const shown = collection === null ? items : items.filter((item) => item.collection === collection);

  return (
    <>
      <FilterButtons
        label="Filter by collection"
        allLabel="All"
        options={MERCH_COLLECTIONS}
        value={collection}
        onChange={setCollection}
      />
      {shown.length === 0 ? (
        <p className="py-16 text-center text-lg text-neutral-700">No merchandise available in this collection.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((item, i) => (
            <MerchCard key={item.id} item={item} eager={i < 2} onOrder={() => setOrdering(item)} />
          ))}
        </ul>
      )}
      <OrderDialog item={ordering} settings={settings} onClose={() => setOrdering(null)} />
    </>
  );
}

function MerchCard({ item, eager, onOrder }: { item: MerchandiseItem; eager: boolean; onOrder: () => void }) {
  // A row on phones (picture beside the text, less scrolling), a tall card from the sm breakpoint.
  return (
    <li className="flex overflow-hidden rounded-xl bg-white shadow-sm sm:flex-col">
      <div className="aspect-square w-28 shrink-0 self-start bg-stone-200 sm:w-full">
        {item.imageUrl ? (
          <ResponsiveImage
            src={item.imageUrl}
            alt={item.name}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 112px"
            priority={eager}
            maxWidth={THUMBNAIL_MAX_WIDTH}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full w-full items-center justify-center bg-linear-to-br from-stone-200 to-stone-300">
            <Shirt className="h-12 w-12 text-stone-500 sm:h-20 sm:w-20" aria-hidden />
          </div>
        )}
      </div>
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
