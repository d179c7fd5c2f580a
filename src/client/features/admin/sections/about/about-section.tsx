import { AboutIcon } from '../../../../components/club/about-icon';
import { storedColor } from '../../../../components/club/colors';
import { EntitySection } from '../../ui/entity-section';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { AboutForm } from './about-form';

export function AboutSection({ title }: SectionProps) {
  return (
    <EntitySection
      entity="about"
      title={title}
      description="The feature cards of the About section on the home page."
      texts={{
        loading: 'Loading about features...',
        empty: 'No about features yet. Add your first feature!',
        what: 'the about features',
      }}
      form={(item, onDone) => <AboutForm item={item} onDone={onDone} />}
      cardName={(feature) => feature.title}
      card={(feature, actions) => {
        const color = storedColor(feature.color);
        return (
          <ItemCard
            key={feature.id}
            leading={
              <span
                className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${color.bg} ${color.text}`}
              >
                <AboutIcon name={feature.icon} className="h-6 w-6" />
              </span>
            }
            title={feature.title}
            meta={`${color.label} · ${feature.icon}`}
            actions={actions}
          >
            <CardText>{feature.description}</CardText>
          </ItemCard>
        );
      }}
    />
  );
}
