import { useEntityList } from '../../../../lib/entity-queries';
import { AdminImage } from '../../ui/admin-image';
import { EntitySection } from '../../ui/entity-section';
import { GroupHeading } from '../../ui/group-heading';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { GalleryBatchForm } from './gallery-batch-form';
import { GalleryEditForm } from './gallery-edit-form';
import { groupByCategory } from './group-by-category';

export function GallerySection({ title }: SectionProps) {
  const query = useEntityList('gallery');
  const usedCategories = [...new Set((query.data ?? []).map((image) => image.category))];

  return (
    <EntitySection
      entity="gallery"
      title={title}
      description="Photos for the gallery page, grouped by category."
      addLabel="Add Images"
      texts={{
        loading: 'Loading gallery...',
        empty: 'No gallery images yet. Add your first images!',
        what: 'the gallery',
      }}
      form={(item, onDone) =>
        item ? (
          <GalleryEditForm item={item} usedCategories={usedCategories} onDone={onDone} />
        ) : (
          <GalleryBatchForm usedCategories={usedCategories} onDone={onDone} />
        )
      }
      listClassName="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      list={(images, cards) => (
        <div className="grid gap-8">
          {groupByCategory(images).map(([category, group]) => (
            <section key={category} aria-label={category}>
              <GroupHeading name={category} count={group.length} />
              {cards(group)}
            </section>
          ))}
        </div>
      )}
      cardName={(image) => image.title}
      card={(image, actions) => (
        <ItemCard
          key={image.id}
          // The card shows only the title, so an alt text equal to it would be read twice.
          media={<AdminImage src={image.imageUrl} alt={`Photo of ${image.title}`} className="aspect-[4/3] w-full" />}
          title={image.title}
          actions={actions}
        >
          {image.description && <CardText>{image.description}</CardText>}
        </ItemCard>
      )}
    />
  );
}
