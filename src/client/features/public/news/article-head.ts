// An article page's head: its own title, excerpt and picture for link previews, and a schema.org NewsArticle.
import { CLUB } from '../../../../shared/constants';
import { listPath, type PublicRows } from '../../../../shared/entities';
import { previewName } from '../../../../shared/images';
import type { HeadContext, PageHead, ReadPageData } from '../../../page-head';

type PublicArticle = PublicRows['news'];

export const findArticle = (news: readonly PublicArticle[] | undefined, slug: string | undefined) =>
  slug === undefined ? undefined : news?.find((article) => article.slug === slug);

/** The article's head, or null when no article has this slug (the server then answers 404). */
export function articleHead(read: ReadPageData, at: HeadContext): PageHead | null {
  const article = findArticle(read<PublicArticle[]>(listPath('news')), at.params.slug);
  if (!article) return null;
  const preview = article.imageUrl ? previewName(article.imageUrl) : null;
  const image = preview ? `/uploads/${preview}` : at.clubPreview;
  return {
    title: article.title,
    description: article.excerpt,
    image,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.excerpt,
        datePublished: article.publishDate,
        image: [at.absolute(image)],
        url: at.absolute(at.pathname),
        mainEntityOfPage: at.absolute(at.pathname),
        publisher: { '@type': 'SportsOrganization', name: CLUB.name, logo: at.absolute('/logo.svg') },
      },
    ],
  };
}
