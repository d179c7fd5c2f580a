// The news as an Atom 1.0 feed (RFC 4287): the latest public articles, each with its excerpt as the summary
// and its body as the article page shows it (article-html.ts), every address in it absolute (a feed reader resolves
// no path against the club's site).
import { paths } from '../../shared/paths';
import type { NewsArticle } from '../../shared/schema';
import { escapeXml } from '../escape-xml';
import { absoluteIn, articleHtml } from './article-html';

/** How many articles the feed carries: a reader polls often, and older ones are on /news. */
export const FEED_ARTICLES = 20;

type Instant = string | Date;

/** What the feed reads of an article: its public columns (dates as stored, or as JSON text). */
export type FeedArticle = Pick<NewsArticle, 'id' | 'slug' | 'title' | 'excerpt' | 'content' | 'imageUrl'> & {
  publishDate: Instant;
  updatedAt: Instant;
};

export type AtomFeedInput = {
  /** Newest first, public only: the public news list (entities/public-reads.ts). */
  articles: readonly FeedArticle[];
  /** The feed's title: the club's name and what it carries. */
  title: string;
  /** The club's name, the author of every article. */
  author: string;
  /** The site's absolute address (PUBLIC_URL). */
  siteUrl: string;
  /** When an empty feed says it was last changed (with articles, the newest one's time). */
  now: Date;
};

const time = (at: Instant) => new Date(at).getTime();

/**
 * When the article last changed for a reader: its last edit, or when it went public if that was later (a scheduled
 * article written on Monday for Friday is new on Friday, and readers show what is newly updated).
 */
const entryUpdated = (article: FeedArticle) => Math.max(time(article.updatedAt), time(article.publishDate));

const element = (name: string, text: string, attributes = '') => `<${name}${attributes}>${escapeXml(text)}</${name}>`;

function entry(article: FeedArticle, siteUrl: string, author: string): string {
  const url = `${siteUrl}${paths.article(article.slug)}`;
  const picture = article.imageUrl
    ? `<p><img src="${escapeXml(absoluteIn(article.imageUrl, url))}" alt="" /></p>\n`
    : '';
  const body = articleHtml(article.content, { siteUrl, absoluteAt: url });
  return [
    '  <entry>',
    // The article's id never changes: not with its title, nor with the site's address.
    `    ${element('id', `urn:uuid:${article.id}`)}`,
    `    ${element('title', article.title, ' type="text"')}`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(url)}" />`,
    `    ${element('published', new Date(article.publishDate).toISOString())}`,
    `    ${element('updated', new Date(entryUpdated(article)).toISOString())}`,
    `    <author>${element('name', author)}</author>`,
    article.excerpt ? `    ${element('summary', article.excerpt, ' type="text"')}` : '',
    `    ${element('content', picture + body, ' type="html"')}`,
    '  </entry>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The feed's XML document. */
export function atomFeed({ articles, title, author, siteUrl, now }: AtomFeedInput): string {
  const shown = articles.slice(0, FEED_ARTICLES);
  const updated = shown.length > 0 ? Math.max(...shown.map(entryUpdated)) : now.getTime();
  const feedUrl = `${siteUrl}${paths.newsFeed}`;
  const newsUrl = `${siteUrl}${paths.news}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  ${element('id', newsUrl)}`,
    `  ${element('title', title, ' type="text"')}`,
    `  ${element('updated', new Date(updated).toISOString())}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}" />`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(newsUrl)}" />`,
    `  <author>${element('name', author)}${element('uri', siteUrl)}</author>`,
    ...shown.map((article) => entry(article, siteUrl, author)),
    '</feed>',
    '',
  ].join('\n');
}
