// The club shop's items: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import type { z } from 'zod/v4';
import { noServerFields, optionalImageUrl, optionalText, orderField, required } from '../../field-rules';
import { priceField } from '../../price';
import { createdAt, id, type Json, order, updatedAt } from '../../table-columns';

export const merchandise = pgTable('merchandise', {
  id: id(),
  collection: text('collection').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  price: text('price').notNull(),
  imageUrl: text('image_url'),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const insertMerchandiseSchema = createInsertSchema(merchandise, {
  collection: required('Collection'),
  name: required('Name'),
  description: optionalText,
  price: priceField,
  imageUrl: optionalImageUrl,
  order: orderField,
}).omit(noServerFields);

export type MerchandiseItem = Json<typeof merchandise.$inferSelect>;

export type InsertMerchandise = z.input<typeof insertMerchandiseSchema>;
