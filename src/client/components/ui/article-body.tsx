// An article's body as visitors see it: the HTML the server made from its Markdown (server/articles/article-html.ts,
// ADR 046), in the column and type of the article page. The portal's Preview tab shows the same HTML in this same
// component, so staff see the page's look, not an imitation of it.
import { CardPicture } from './card-picture';

/** The article's column on a wide screen (max-w-3xl less its padding), or the phone's width. */
export const ARTICLE_COLUMN_SIZES = '(min-width: 768px) 736px, 100vw';

/**
 * A picture in the body: an upload in the cards' fixed frame with its renditions (nothing moves as it loads), shown
 * whole (a team photo keeps its edges), lazily. The server renders it into the body's HTML.
 */
export function ArticlePicture({ src, alt }: { src: string; alt: string }) {
  return (
    <CardPicture
      src={src}
      alt={alt}
      sizes={ARTICLE_COLUMN_SIZES}
      priority={false}
      thumbnail={false}
      fit="contain"
      className="aspect-[4/3] rounded-xl bg-stone-100"
    />
  );
}

/**
 * The elements Markdown makes, styled from here: the body is HTML, so its elements carry no classes of their own.
 * Headings in the club's display face, links red and underlined, lists with their markers, quotes with a gold rule.
 */
const BODY = [
  'space-y-5 break-words text-lg leading-relaxed text-neutral-700',
  '[&_h2]:pt-2 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:uppercase [&_h2]:leading-tight [&_h2]:tracking-wide [&_h2]:text-club-black',
  '[&_:is(h3,h4,h5,h6)]:pt-1 [&_:is(h3,h4,h5,h6)]:font-bold [&_:is(h3,h4,h5,h6)]:text-club-black [&_h3]:font-display [&_h3]:text-xl [&_h3]:uppercase [&_h3]:tracking-wide',
  '[&_strong]:font-semibold [&_strong]:text-club-black',
  '[&_a]:font-semibold [&_a]:text-club-red [&_a]:underline [&_a:hover]:text-club-red-dark',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-2 [&_:is(ul,ol)]:pl-6 [&_li>:is(ul,ol)]:mt-2',
  '[&_blockquote]:space-y-3 [&_blockquote]:border-l-4 [&_blockquote]:border-club-gold [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_hr]:border-stone-300 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1',
].join(' ');

export function ArticleBody({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${BODY} ${className}`}
      // Made and sanitised by the server's article renderer (an allowlist of tags and attributes, ADR 046).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
