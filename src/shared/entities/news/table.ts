// News articles: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod/v4';
import { ARTICLE_STATUSES, type ArticleStatus, FEATURED_DEFAULT } from '../../constants';
import { noServerFields, optionalImageUrl, optionalText, required } from '../../field-rules';
import { createdAt, id, type Json, updatedAt } from '../../table-columns';
import { tours } from '../tours/table';

export const newsArticles = pgTable('news_articles', {
  id: id(),
  title: text('title').notNull(),
  /** The article's address, /news/{slug}: made from the title when it is created, kept when the title changes. */
  slug: text('slug').notNull().unique(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
  imageUrl: text('image_url'),
  featured: boolean('featured').notNull().default(FEATURED_DEFAULT),
  /**
   * Draft, scheduled or published (ADR 047). A scheduled article goes public once publishDate, its date and time,
   * has come; a published one at once; a draft never.
   */
  status: text('status').$type<ArticleStatus>().notNull().default('published'),
  /** The tour the article is about: its page lists the article. */
  tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const ARTICLE_STATUS_MESSAGE = 'Choose Draft, Scheduled or Published';

export const insertNewsSchema = createInsertSchema(newsArticles, {
  title: required('Title'),
  // Left empty, the server makes it from the article's first paragraph.
  excerpt: optionalText,
  content: required('Content'),
  // Only text (a date input's value) or a Date is a date: coercing would turn null, 0 or true into 1970.
  publishDate: () =>
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? new Date(v) : v),
      z.date({ message: 'Invalid date format' }),
    ),
  imageUrl: optionalImageUrl,
  featured: () => z.boolean().default(FEATURED_DEFAULT),
  // Draft, Scheduled or Published (ADR 047); a scheduled article's publishDate is the instant it goes public. Left
  // out, a new article is Published (as every article was before) and an update keeps the saved status.
  status: () => z.enum(ARTICLE_STATUSES, { message: ARTICLE_STATUS_MESSAGE }).optional(),
  // The tour the article is about; empty for none.
  tourId: () =>
    z.preprocess((v) => (v === '' ? null : v), z.uuid({ message: 'Not the id of a tour' }).nullable().optional()),
  // The server makes the slug from the title; staff never type it.
}).omit({ ...noServerFields, slug: true });

export type NewsArticle = Json<typeof newsArticles.$inferSelect>;

export type InsertNews = z.input<typeof insertNewsSchema>;
