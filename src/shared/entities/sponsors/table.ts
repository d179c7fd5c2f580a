// The club's sponsors: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import type { z } from 'zod/v4';
import { imageUrlField, noServerFields, orderField, required, websiteUrl } from '../../field-rules';
import { createdAt, id, type Json, order, updatedAt } from '../../table-columns';

export const sponsors = pgTable('sponsors', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  logoUrl: text('logo_url').notNull(),
  websiteUrl: text('website_url'),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const insertSponsorSchema = createInsertSchema(sponsors, {
  name: required('Sponsor name'),
  description: required('Description'),
  logoUrl: imageUrlField,
  websiteUrl,
  order: orderField,
}).omit(noServerFields);

export type Sponsor = Json<typeof sponsors.$inferSelect>;

export type InsertSponsor = z.input<typeof insertSponsorSchema>;
