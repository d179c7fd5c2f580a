import { Star } from 'lucide-react';
import { formatDayInWords } from '../../../../../shared/club-time';
import { AdminImage } from '../../ui/admin-image';
import { EntitySection } from '../../ui/entity-section';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { NewsForm } from './news-form';

export function NewsSection({ title }: SectionProps) {
  return (
    <EntitySection
      entity="news"
      title={title}
      description="News articles, newest first; the home page shows the latest three."
      texts={{
        loading: 'Loading news...',
        empty: 'No news articles yet. Add your first article!',
        what: 'the news articles',
      }}
      form={(item, onDone) => <NewsForm item={item} onDone={onDone} />}
      listClassName="grid gap-4"
      confirmDelete={{ what: 'news article' }}
      cardName={(article) => article.title}
      card={(article, actions) => (
        <ItemCard
          key={article.id}
          leading={
            <AdminImage
              src={article.imageUrl}
              alt={article.title}
              sizes="160px"
              className="aspect-video w-24 shrink-0 rounded-md sm:w-40"
            />
          }
          eyebrow={article.featured ? <FeaturedBadge /> : undefined}
          title={article.title}
          actions={actions}
        >
          <p className="text-xs text-neutral-500">{formatDayInWords(article.publishDate)}</p>
          <CardText>{article.excerpt}</CardText>
        </ItemCard>
      )}
    />
  );
}

function FeaturedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-club-gold px-2 py-0.5 text-xs font-semibold normal-case tracking-normal text-club-black">
      <Star className="h-3 w-3" aria-hidden />
      Featured
    </span>
  );
}
