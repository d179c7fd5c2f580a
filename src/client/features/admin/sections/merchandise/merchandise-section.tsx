import { type ReactNode, useState } from 'react';
import { MERCH_COLLECTIONS } from '../../../../../shared/constants';
import type { MerchandiseItem } from '../../../../../shared/schema';
import { AdminImage } from '../../ui/admin-image';
import { EntitySection } from '../../ui/entity-section';
import { FilterButtons } from '../../ui/filter-buttons';
import { GroupHeading } from '../../ui/group-heading';
import { CardText, ItemCard } from '../../ui/item-card';
import { EmptyText } from '../../ui/list-state';
import type { SectionProps } from '../section-props';
import { MerchandiseForm } from './merchandise-form';

const ALL = 'All';
const FILTERS = [ALL, ...MERCH_COLLECTIONS];

export function MerchandiseSection({ title }: SectionProps) {
  const [filter, setFilter] = useState<string>(ALL);

  const list = (items: MerchandiseItem[], cards: (items: MerchandiseItem[]) => ReactNode) => {
    if (filter !== ALL) {
      const shown = items.filter((item) => item.collection === filter);
      return shown.length ? cards(shown) : <EmptyText>{`No items in ${filter} yet.`}</EmptyText>;
    }
    // Under All: one group per collection in the usual order, then any other collection; empty ones hidden.
    const others = [...new Set(items.map((item) => item.collection))].filter(
      (name) => !(MERCH_COLLECTIONS as readonly string[]).includes(name),
    );
    return (
      <div className="grid gap-8">
        {[...MERCH_COLLECTIONS, ...others].map((collection) => {
          const group = items.filter((item) => item.collection === collection);
          if (group.length === 0) return null;
          return (
            <section key={collection} aria-label={collection}>
              <GroupHeading name={collection} count={group.length} />
              {cards(group)}
            </section>
          );
        })}
      </div>
    );
  };

  return (
    <EntitySection
      entity="merchandise"
      title={title}
      description="Club gear visitors can ask to order."
      texts={{
        loading: 'Loading merchandise...',
        empty: 'No merchandise items yet. Add your first item!',
        what: 'the merchandise',
      }}
      form={(item, onDone) => <MerchandiseForm item={item} onDone={onDone} />}
      listClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      list={list}
      confirmDelete={{
        what: 'merchandise item',
        description: (item) => `${item.name} will be removed from the merchandise page.`,
      }}
      cardName={(item) => item.name}
      card={(item, actions) => (
        <ItemCard
          key={item.id}
          media={<AdminImage src={item.imageUrl} alt={item.name} className="aspect-square w-full" />}
          eyebrow={item.collection}
          title={item.name}
          actions={actions}
        >
          {item.description && <CardText>{item.description}</CardText>}
          <p className="mt-1 font-semibold text-club-black">{item.price}</p>
        </ItemCard>
      )}
    >
      <FilterButtons legend="Filter by collection" options={FILTERS} value={filter} onChange={setFilter} />
    </EntitySection>
  );
}
