import { Globe } from 'lucide-react';
import { EntitySection } from '../../ui/entity-section';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { InternationalForm } from './international-form';

export function InternationalSection({ title }: SectionProps) {
  return (
    <EntitySection
      entity="international"
      title={title}
      description="What the club offers players abroad: tours, exchanges and competitions."
      texts={{
        loading: 'Loading international opportunities...',
        empty: 'No international opportunities yet. Add your first feature!',
        what: 'the international opportunities',
      }}
      form={(item, onDone) => <InternationalForm item={item} onDone={onDone} />}
      cardName={(feature) => feature.title}
      card={(feature, actions) => (
        <ItemCard
          key={feature.id}
          leading={
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-club-black text-club-gold">
              <Globe className="h-6 w-6" aria-hidden />
            </span>
          }
          title={feature.title}
          actions={actions}
        >
          <CardText>{feature.description}</CardText>
        </ItemCard>
      )}
    />
  );
}
