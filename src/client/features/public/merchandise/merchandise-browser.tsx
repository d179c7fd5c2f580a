// The merchandise page's interactive part (an island): filter by collection, and contact the club to order.
// Filters are links to the filtered page and 'Contact to Order' is a mail link naming the item, so both work
// before and without JavaScript; with it they filter in place and open the order dialog.
import { Shirt } from 'lucide-react';
import { useState } from 'react';
import { MERCH_COLLECTIONS } from '../../../../shared/constants';
import { mailtoHref } from '../../../../shared/format';
import { MERCHANDISE_FILTER_PARAM, paths } from '../../../../shared/paths';
import type { MerchandiseItem, SiteSettings } from '../../../../shared/schema';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CardPicture } from '../../../components/ui/card-picture';
import { useAddressFilter } from '../../../lib/address-filter';
import { isPlainClick } from '../../../lib/plain-click';
import { FilteredGrid } from '../filter-buttons';
import { OrderDialog, orderEmail } from './order-dialog';

/** collection: the one the page was asked for (`?collection=`), already checked to be one of the collections. */
export type MerchandiseBrowserProps = {
  items: MerchandiseItem[];
  settings: SiteSettings | null;
  collection: string | null;
};

export default function MerchandiseBrowser({ items, settings, collection: chosen }: MerchandiseBrowserProps) {
  const [collection, setCollection] = useAddressFilter(MERCHANDISE_FILTER_PARAM, chosen);
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
          path: paths.merchandise,
          param: MERCHANDISE_FILTER_PARAM,
          onChange: setCollection,
        }}
        shown={shown}
        emptyText="No merchandise available in this collection."
        className="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {(item, i) => (
          <MerchCard
            key={item.id}
            item={item}
            eager={i < 2}
            contactEmail={settings?.contactEmail ?? null}
            onOrder={() => setOrdering(item)}
          />
        )}
      </FilteredGrid>
      <OrderDialog item={ordering} settings={settings} onClose={() => setOrdering(null)} />
    </>
  );
}

function MerchCard({
  item,
  eager,
  contactEmail,
  onOrder,
}: {
  item: MerchandiseItem;
  eager: boolean;
  contactEmail: string | null;
  onOrder: () => void;
}) {
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
        <OrderButton item={item} contactEmail={contactEmail} onOrder={onOrder} />
      </div>
    </li>
  );
}

/**
 * 'Contact to Order': a mail link to the club naming the item (what works without script, the dialog's own
 * 'Send Email'), which opens the order dialog with its phone option too once the island runs.
 */
function OrderButton({
  item,
  contactEmail,
  onOrder,
}: {
  item: MerchandiseItem;
  contactEmail: string | null;
  onOrder: () => void;
}) {
  const className = 'mt-3 w-full';
  if (!contactEmail) {
    return (
      <Button className={className} size="sm" onClick={onOrder} aria-haspopup="dialog">
        Contact to Order
      </Button>
    );
  }
  const email = orderEmail(item);
  return (
    <a
      href={mailtoHref(contactEmail, email.subject, email.body)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOrder();
      }}
      aria-haspopup="dialog"
      className={buttonClasses({ size: 'sm', className })}
    >
      Contact to Order
    </a>
  );
}
