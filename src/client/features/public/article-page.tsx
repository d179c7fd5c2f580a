// /news/{slug}: one article in full. The server answers an unknown slug with the 404 page before rendering this
// (the route's head finds no article), so here the article is there.
import { ArrowLeft, EyeOff } from 'lucide-react';
import { formatClubDayTime, zonePlace } from '../../../shared/club-time';
import { paths } from '../../../shared/paths';
import { ARTICLE_COLUMN_SIZES, ArticleBody } from '../../components/ui/article-body';
import { CardPicture } from '../../components/ui/card-picture';
import { useEntityList } from '../../lib/entity-queries';
import { type ArticlePreview, useClubContext, usePageRequest } from '../../lib/page-request';
import { FollowSection } from './follow/follow-form';
import { PageHeader } from './layout/page-header';
import { ArticleDate, NEWS_FALLBACK_IMAGE } from './news/article-card';
import { findArticle } from './news/article-head';
import { ShareLinks } from './share-links';

export default function ArticlePage({ params }: { params: Record<string, string> }) {
  const { data: news } = useEntityList('news');
  const { data: teams } = useEntityList('teams');
  const pageRequest = usePageRequest();
  const preview = pageRequest?.preview;
  const renderArticle = pageRequest?.renderArticle;
  const { siteUrl } = useClubContext();
  const article = findArticle(news, params.slug);
  if (!article) return null;
  // Public pages render on the server only (routes.tsx), which lends them its Markdown renderer.
  if (!renderArticle) throw new Error('An article page renders on the server, with its article renderer');
  const body = renderArticle(article);
  return (
    <article className="bg-white">
      <PageHeader title={article.title}>
        <ArticleDate article={article} className="text-club-gold" />
      </PageHeader>
      {preview && <PreviewNotice preview={preview} />}
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <CardPicture
          src={article.imageUrl ?? NEWS_FALLBACK_IMAGE}
          alt=""
          sizes={ARTICLE_COLUMN_SIZES}
          priority
          thumbnail={false}
          className="aspect-[16/9] rounded-xl"
        />
        {body.leadsWithExcerpt && (
          <p className="mt-8 text-xl font-semibold leading-relaxed text-club-black">{article.excerpt}</p>
        )}
        <ArticleBody html={body.html} className={body.leadsWithExcerpt ? 'mt-6' : 'mt-8'} />
        {/* A preview is of an article nobody else can open yet: a shared link to it would answer 404. */}
        {!preview && (
          <ShareLinks url={`${siteUrl}${paths.article(article.slug)}`} text={article.title} className="mt-10" />
        )}
        <a
          href={paths.news}
          className="mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-club-red hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          All news
        </a>
      </div>
      <div className="bg-stone-100">
        <div className="mx-auto max-w-3xl px-4 py-10">
          <FollowSection teams={teams ?? []} idPrefix="article-follow" />
        </div>
      </div>
    </article>
  );
}

/**
 * Above a signed-in staff member's preview of an article not public yet (ADR 047): the page below is the public one,
 * and this says why nobody else can open it yet.
 */
function PreviewNotice({ preview }: { preview: ArticlePreview }) {
  const { timeZone } = useClubContext();
  const why =
    preview.status === 'draft'
      ? 'It is a draft: only signed-in staff can open this page.'
      : `It is scheduled for ${formatClubDayTime(preview.publishDate, timeZone)} (${zonePlace(timeZone)} time) and appears on the website then.`;
  return (
    <div role="status" className="bg-club-gold text-club-black">
      <p className="mx-auto flex max-w-3xl items-start gap-2 px-4 py-3 text-sm">
        <EyeOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <strong>Preview — not public yet.</strong> {why}
        </span>
      </p>
    </div>
  );
}
