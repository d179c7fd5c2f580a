// Tables the server keeps for running itself rather than for the club's content: shared by every instance on
// one PostgreSQL database, so no instance holds state another needs. Never sent to the browser.
import { customType, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer: callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Image renditions, when the database is PostgreSQL (the embedded database keeps them in DATA_DIR/uploads). */
export const storedImages = pgTable('stored_images', {
  /** The rendition's file name, as in its /uploads/ URL. */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters (sign-in failures, enquiries, registrations) keyed by what they limit, e.g.
 * `contact:203.0.113.9`: counted in the database, every instance sees the same count.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Deleted items, kept a few minutes so staff can undo a delete (docs/decisions/031-undo-a-delete.md): the row as
 * PostgreSQL's to_jsonb gave it, with the rows that went with it. The images they held stay stored until the
 * entry is purged. Not backed up: a deleted item is not part of the site.
 */
export const trash = pgTable(
  'trash',
  {
    /** What was deleted: an entity key of src/shared/entities/, 'inquiries' or 'staff'. */
    entity: text('entity').notNull(),
    itemId: text('item_id').notNull(),
    /** TrashContent (src/server/services/trash.ts). */
    content: jsonb('content').notNull(),
    /** The /uploads/ URLs those rows held: still referenced while the item can come back. */
    imageUrls: text('image_urls').array().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account that deleted it (none from the command line). */
    deletedBy: integer('deleted_by'),
  },
  (t) => [primaryKey({ columns: [t.entity, t.itemId] })],
);

/**
 * Visits to public pages, counted with no cookie and nothing about the visitor: one counter per club
 * day, page and source (the referring site's domain, 'direct', or this site). Gathered in memory by each instance
 * and added here every minute, so instances add up.
 */
export const pageViews = pgTable(
  'page_views',
  {
    /** 'YYYY-MM-DD', the club's day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The page's path, without its query. */
    path: text('path').notNull(),
    source: text('source').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.source] })],
);

/**
 * What each sponsor's sponsorship was seen by, per club day: views of public pages that show its logo,
 * and follows of its website link (/go/sponsor/{id}). No foreign key: a sponsor deleted and restored keeps its
 * counts, and the reports read only sponsors that exist.
 */
export const sponsorCounts = pgTable(
  'sponsor_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sponsorId: uuid('sponsor_id').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.sponsorId] })],
);
