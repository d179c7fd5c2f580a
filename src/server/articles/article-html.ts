// An article's body as the HTML a visitor gets (ADR 046): rendered from its Markdown (./markdown.ts), then passed
// through sanitize-html's allowlist, which the rendered markup already keeps to; the sanitiser is the second lock,
// so a mistake in a rendering rule still cannot put a script, a handler or a foreign frame on the page.
//
// Pictures: an upload of this site is drawn by the page's own component (ArticlePicture, the cards' CardPicture: its
// renditions, AVIF where there is one, a fixed frame, loaded lazily); any other picture is not fetched (the pages' policy allows only this
// site's images) but becomes a link to it, in its description's words.
import MarkdownIt, { type RendererRule, type Token } from 'markdown-it';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sanitizeHtml from 'sanitize-html';
import { ArticlePicture } from '../../client/components/ui/article-body';
import { escapeHtml } from '../escape-html';
import { uploadName } from '../media/storage';
import { ARTICLE_IMAGE, altText, markdown, parseArticle } from './markdown';

/** Links to other sites: no access to this page (noopener), no address of it (noreferrer), no endorsement. */
const EXTERNAL_REL = 'noopener noreferrer nofollow';

type RenderEnv = {
  /** The Markdown as typed: a picture of this site is drawn only when its address is written there as it is. */
  source: string;
  /** The site's origin ('https://club.example'): links to it are this site's, not external. */
  siteOrigin: string | null;
  /** Whether the link being rendered was dropped (an address no browser should follow): its close goes too. */
  droppedLink?: boolean;
};

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const isExternal = (href: string, env: RenderEnv) => /^https?:\/\//i.test(href) && originOf(href) !== env.siteOrigin;

/** The path of an address on this site written in full ('https://club.example/uploads/...'), else the address. */
function onThisSite(url: string, env: RenderEnv): string {
  if (!env.siteOrigin || !url.startsWith(`${env.siteOrigin}/`)) return url;
  return url.slice(env.siteOrigin.length);
}

/**
 * An upload of this site that the Markdown names as it is. The image life-cycle counts an upload as used by an
 * article when its address appears in the article's text (media/image-references.ts); an address spelled another
 * way (with entities or escapes) would not be counted, so it is not drawn either.
 */
function siteUpload(src: string, env: RenderEnv): string | null {
  const path = onThisSite(src, env);
  return uploadName(path) !== null && env.source.includes(path) ? path : null;
}

function renderPicture(image: Token, env: RenderEnv): string {
  const src = String(image.attrGet('src') ?? '');
  const alt = altText(image);
  const upload = siteUpload(src, env);
  if (upload) {
    return renderToStaticMarkup(createElement(ArticlePicture, { src: upload, alt }));
  }
  const words = escapeHtml(alt || src);
  if (isExternal(src, env)) return `<p><a href="${escapeHtml(src)}" rel="${EXTERNAL_REL}">${words}</a></p>\n`;
  return alt ? `<p>${escapeHtml(alt)}</p>\n` : '';
}

const renderer = new MarkdownIt.Renderer();
const rules: Record<string, RendererRule> = {
  [ARTICLE_IMAGE]: (tokens, idx, _options, env) =>
    renderPicture((tokens[idx]!.meta as { image: Token }).image, env as RenderEnv),
  // A picture inside a link or emphasis: its description, in the words around it.
  image: (tokens, idx) => escapeHtml(altText(tokens[idx]!)),
  link_open(tokens, idx, options, env) {
    const token = tokens[idx]!;
    const state = env as RenderEnv;
    const href = String(token.attrGet('href') ?? '');
    state.droppedLink = href === '';
    if (state.droppedLink) return '';
    if (isExternal(href, state)) token.attrSet('rel', EXTERNAL_REL);
    return renderer.renderToken(tokens, idx, options);
  },
  link_close(tokens, idx, options, env) {
    const state = env as RenderEnv;
    if (state.droppedLink) {
      state.droppedLink = false;
      return '';
    }
    return renderer.renderToken(tokens, idx, options);
  },
};
Object.assign(renderer.rules, rules);

/** What survives: the tags and attributes the rules above make, and none else. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'code',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    // A framed picture (CardPicture): its frame, the AVIF choice and the image.
    'div',
    'picture',
    'source',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    ol: ['start'],
    div: ['class'],
    picture: ['class'],
    source: ['type', 'srcset', 'sizes'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'class', 'loading', 'decoding'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A picture is this site's own upload: a path, never another site's address or inline data.
  allowedSchemesByTag: { img: [], source: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** An address with a scheme (https:, mailto:) is complete; any other is read relative to the page. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** `url` as a reader away from the site needs it: resolved against `base` (an absolute address) when relative. */
export function absoluteIn(url: string, base: string): string {
  if (HAS_SCHEME.test(url)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * Sanitised HTML with its relative addresses (links, pictures and their renditions) made absolute against `base`,
 * for HTML read away from the site: a feed reader resolves no path against the club's address. A second pass over
 * what the allowlist let through, so the first lock stays as it is: the only absolute pictures are this site's.
 */
function withAbsoluteUrls(html: string, base: string): string {
  const absolute = (url: string) => absoluteIn(url, base);
  // 'a-320.webp 320w, a-640.webp 640w': each candidate's address is its first word (upload names hold no commas).
  const srcset = (value: string) =>
    value
      .split(',')
      .map((candidate) => candidate.trim().replace(/^\S+/, absolute))
      .join(', ');
  const rewrite: sanitizeHtml.Transformer = (tagName, attribs) => ({
    tagName,
    attribs: Object.fromEntries(
      Object.entries(attribs).map(([name, value]) => [
        name,
        name === 'srcset' ? srcset(value) : name === 'href' || name === 'src' ? absolute(value) : value,
      ]),
    ),
  });
  return sanitizeHtml(html, {
    ...ALLOWED,
    allowedSchemesByTag: {},
    transformTags: { a: rewrite, img: rewrite, source: rewrite },
  });
}

export type ArticleHtmlOptions = {
  /** The site's address (PUBLIC_URL): its own links and pictures written in full are recognised as its own. */
  siteUrl: string | null;
  /**
   * For HTML read away from the site (the news feed): the article's absolute address, which every relative link
   * and picture is resolved against. Left out, this site's addresses stay paths, as its pages want them.
   */
  absoluteAt?: string;
};

/** The article's body as safe HTML, for the public page, the portal's preview and the news feed. */
export function articleHtml(text: string, { siteUrl, absoluteAt }: ArticleHtmlOptions): string {
  const env: RenderEnv = { source: text, siteOrigin: siteUrl ? originOf(siteUrl) : null };
  const html = sanitizeHtml(renderer.render(parseArticle(text), markdown.options as never, env), ALLOWED);
  return absoluteAt ? withAbsoluteUrls(html, absoluteAt) : html;
}
