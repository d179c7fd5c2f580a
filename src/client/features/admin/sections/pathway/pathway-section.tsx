import { storedColor } from '../../../../components/club/colors';
import { EntitySection } from '../../ui/entity-section';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { PathwayForm } from './pathway-form';

export function PathwaySection({ title }: SectionProps) {
  return (
    <EntitySection
      entity="pathway"
      title={title}
      description="The steps of the player pathway, from the youngest age group to the seniors."
      texts={{
        loading: 'Loading pathway steps...',
        empty: 'No pathway steps yet. Add your first step!',
        what: 'the pathway steps',
      }}
      form={(item, onDone) => <PathwayForm item={item} onDone={onDone} />}
      ordered
      listClassName="grid gap-4"
      cardName={(step) => step.title}
      card={(step, actions) => {
        const color = storedColor(step.color);
        return (
          <ItemCard
            key={step.id}
            leading={
              <span
                className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full font-display text-lg font-bold ${color.bg} ${color.text}`}
                title={color.label}
              >
                {step.age}
              </span>
            }
            title={step.title}
            meta={color.label}
            actions={actions}
          >
            <CardText>{step.description}</CardText>
          </ItemCard>
        );
      }}
    />
  );
}
