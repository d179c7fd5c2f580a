import { Calendar } from 'lucide-react';
import { LANDING_NEWS_COUNT } from '../../../../shared/constants';
import { formatLongDate } from '../../../../shared/format';
import type { NewsArticle } from '../../../../shared/schema';
import { CardPicture } from '../../../components/ui/card-picture';
import { Spinner } from '../../../components/ui/spinner';
import { useEntityList } from '../../../lib/entity-queries';
import { ANCHORS } from '../layout/nav-links';
import { Section } from './section';

/** Shown for an article without its own picture (spec section 3). */
export const NEWS_FALLBACK_IMAGE = '/images/news-fallback.svg';

export function NewsSection() {
  const { data: news, isLoading } = useEntityList('news');
  const latest = (news ?? []).slice(0, LANDING_NEWS_COUNT);
  return (
    <Section id={ANCHORS.news} title="Latest News" intro="Results, tours and stories from around the club.">
      {isLoading ? (
        <Spinner label="Loading news..." />
      ) : latest.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {latest.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      ) : (
        <p className="text-center text-neutral-700">News from the club will appear here soon.</p>
      )}
    </Section>
  );
}

function ArticleCard({ article }: { article: NewsArticle }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <CardPicture
        src={article.imageUrl ?? NEWS_FALLBACK_IMAGE}
        alt=""
        sizes="(min-width: 768px) 33vw, 100vw"
        priority={false}
        thumbnail={false}
        className="aspect-[16/9]"
      />
      <article className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-club-red">
          <Calendar className="h-4 w-4" aria-hidden />
          <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
          {article.featured && (
            <span className="ml-auto rounded bg-club-gold px-2 py-0.5 text-xs font-bold uppercase text-club-black">
              Featured
            </span>
          )}
        </p>
        <h3 className="mt-3 font-display text-2xl font-bold uppercase leading-tight tracking-wide">{article.title}</h3>
        <p className="mt-3 leading-relaxed text-neutral-700">{article.excerpt}</p>
        {/* The full story opens in place, with JavaScript off too. */}
        <details className="group mt-auto pt-4">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center font-semibold text-club-red hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">Read more</span>
            <span className="hidden group-open:inline">Show less</span>
          </summary>
          <div className="whitespace-pre-line leading-relaxed text-neutral-700">{article.content}</div>
        </details>
      </article>
    </li>
  );
}
