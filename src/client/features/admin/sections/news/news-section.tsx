import { ExternalLink, Star } from 'lucide-react';
import { useState } from 'react';
import { articleDay, isArticlePublic } from '../../../../../shared/articles';
import { formatClubDay, formatClubDayTime, formatDayInWords, toClubInput } from '../../../../../shared/club-time';
import { articlePreviewHref } from '../../../../../shared/paths';
import type { NewsArticle } from '../../../../../shared/schema';
import { Button } from '../../../../components/ui/button';
import { useSignedInUser } from '../../../../lib/auth';
import { useClubTimeZone } from '../../../../lib/club-time-zone';
import { draftKey, readDraft } from '../../../../lib/local-drafts';
import { AdminImage } from '../../ui/admin-image';
import { EntitySection } from '../../ui/entity-section';
import { DraftNotice } from '../../ui/form-alerts';
import { CardText, ItemCard } from '../../ui/item-card';
import type { SectionProps } from '../section-props';
import { NewsForm } from './news-form';

export function NewsSection({ title }: SectionProps) {
  const timeZone = useClubTimeZone();
  // Set by 'Restore': the add form opens with what this browser kept, without asking again.
  const [restoring, setRestoring] = useState(false);
  return (
    <EntitySection
      entity="news"
      title={title}
      description="News articles, newest first; the home page shows the latest three published ones."
      texts={{
        loading: 'Loading news...',
        empty: 'No news articles yet. Add your first article!',
        what: 'the news articles',
      }}
      form={(item, onDone) => (
        <NewsForm
          item={item}
          restoreDraft={restoring}
          onDone={() => {
            setRestoring(false);
            onDone();
          }}
        />
      )}
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
          meta={
            isArticlePublic(article, new Date()) ? undefined : <NotPublicYet article={article} timeZone={timeZone} />
          }
          actions={actions}
        >
          <p className="text-xs text-neutral-500">{formatDayInWords(articleDay(article.publishDate, timeZone))}</p>
          <CardText>{article.excerpt}</CardText>
        </ItemCard>
      )}
    >
      {(_startEdit, adding) =>
        !adding.open && (
          <UnsavedArticle
            timeZone={timeZone}
            onRestore={() => {
              setRestoring(true);
              adding.start();
            }}
          />
        )
      }
    </EntitySection>
  );
}

/**
 * A new article typed and not saved (the page reloaded, the phone's browser dropped it): said on the list, not only
 * when 'Add Article' is tapped again, with 'Restore' to open the form with it. The time is when it was last kept.
 */
function UnsavedArticle({ timeZone, onRestore }: { timeZone: string; onRestore: () => void }) {
  const user = useSignedInUser();
  const draft = user ? readDraft(draftKey(user.id, 'news', 'new')) : null;
  if (!draft) return null;
  const kept = new Date(draft.savedAt);
  const clock = toClubInput(kept, timeZone).slice(11);
  const today = toClubInput(kept, timeZone).slice(0, 10) === toClubInput(new Date(), timeZone).slice(0, 10);
  return (
    <DraftNotice
      label="Unsaved article"
      className="mb-6"
      sentence={`You have an unsaved article from ${today ? clock : `${formatClubDay(kept, timeZone)}, ${clock}`}`}
      actions={
        <Button size="sm" onClick={onRestore}>
          Restore
        </Button>
      }
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

/**
 * For an article the public cannot see yet (ADR 047): 'Draft', or 'Scheduled · Mon 30 Nov 2026, 7:00 am' in club
 * time, and a link to its preview in a new tab. Shown only while the article is not public (on this device's clock).
 */
function NotPublicYet({ article, timeZone }: { article: NewsArticle; timeZone: string }) {
  const badge =
    article.status === 'draft' ? 'Draft' : `Scheduled · ${formatClubDayTime(article.publishDate, timeZone)}`;
  return (
    <>
      <span className="rounded-full bg-neutral-100 px-2 py-0.5 font-semibold text-neutral-800">{badge}</span>
      <a
        href={articlePreviewHref(article.slug)}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-8 items-center gap-1 font-semibold text-club-red underline"
      >
        Preview<span className="sr-only"> {article.title} (opens in a new tab)</span>
        <ExternalLink className="h-3 w-3" aria-hidden />
      </a>
    </>
  );
}
