// News articles: /news and /news/{slug}, drafted, scheduled or published (ADR 047), their bodies in Markdown (ADR 046).

import { defineEntity, NOT_LOGGED, SERVER_SET_WORDS } from '../define';
import type { NewsArticle } from './table';

export const newsEntity = defineEntity<NewsArticle>()({
  path: 'news',
  label: 'Article',
  noun: 'Article',
  ordering: 'published',
  section: { name: 'news', label: 'News' },
  image: { mode: 'url', column: 'imageUrl' },
  markdown: 'content',
  columns: {
    id: 'public',
    title: 'public',
    slug: 'public',
    excerpt: 'public',
    content: 'public',
    publishDate: 'public',
    imageUrl: 'public',
    featured: 'public',
    // The public lists hold only the articles public now (src/shared/articles.ts), so what is left of the status is
    // the staff's; drafts and scheduled articles are read from the admin list.
    status: 'private',
    tourId: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'news article',
    plural: 'news articles',
    namedBy: 'title',
    fields: {
      title: 'title',
      excerpt: 'excerpt',
      content: 'content',
      status: 'status',
      publishDate: 'publish date',
      featured: 'featured',
      imageUrl: 'article image',
      // Made by the server from the title.
      slug: NOT_LOGGED,
      // The tour an article is about is not named in its sentences.
      tourId: NOT_LOGGED,
      ...SERVER_SET_WORDS,
    },
  },
});
