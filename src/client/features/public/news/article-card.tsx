// A news article as a card (the landing page's Latest News, the /news page): picture, date, title, excerpt and a
// link to the article's own page.
import { Calendar } from 'lucide-react';
import { articleDay } from '../../../../shared/articles';
import { formatDayInWords } from '../../../../shared/club-time';
import type { PublicRows } from '../../../../shared/entities';
import { paths } from '../../../../shared/paths';
import { CardPicture } from '../../../components/ui/card-picture';
import { useClubContext } from '../../../lib/page-request';

/** An article as visitors read it: its public columns (ADR 044), never its status (ADR 047). */
type PublicArticle = PublicRows['news'];

/** Shown for an article without its own picture (docs/product.md "Content and its fields"). */
export const NEWS_FALLBACK_IMAGE = '/images/news-fallback.svg';

/**
 * The date line of an article: its publish date, day first ('5 March 2025', ADR 032), a scheduled one's day in club
 * time (ADR 047), and the Featured badge.
 */
export function ArticleDate({ article, className = '' }: { article: PublicArticle; className?: string }) {
  const { timeZone } = useClubContext();
  return (
    <p className={`flex items-center gap-2 text-sm font-semibold ${className}`}>
      <Calendar className="h-4 w-4" aria-hidden />
      <time dateTime={article.publishDate}>{formatDayInWords(articleDay(article.publishDate, timeZone))}</time>
      {article.featured && (
        <span className="ml-auto rounded bg-club-gold px-2 py-0.5 text-xs font-bold uppercase text-club-black">
          Featured
        </span>
      )}
    </p>
  );
}

export function ArticleCard({ article, headingLevel }: { article: PublicArticle; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const href = paths.article(article.slug);
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
        <ArticleDate article={article} className="text-club-red" />
        <Heading className="mt-3 font-display text-2xl font-bold uppercase leading-tight tracking-wide">
          <a href={href} className="hover:underline">
            {article.title}
          </a>
        </Heading>
        <p className="mt-3 leading-relaxed text-neutral-700">{article.excerpt}</p>
        <a
          href={href}
          className="mt-auto inline-flex min-h-11 items-center self-start pt-4 font-semibold text-club-red hover:underline"
        >
          Read more<span className="sr-only"> about {article.title}</span>
        </a>
      </article>
    </li>
  );
}
