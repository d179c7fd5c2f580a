// The international opportunities: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import type { z } from 'zod/v4';
import { noServerFields, orderField, required } from '../../field-rules';
import { createdAt, id, type Json, order, updatedAt } from '../../table-columns';

export const internationalFeatures = pgTable('international_features', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const insertInternationalSchema = createInsertSchema(internationalFeatures, {
  title: required('Title'),
  description: required('Description'),
  order: orderField,
}).omit(noServerFields);

export type InternationalFeature = Json<typeof internationalFeatures.$inferSelect>;

export type InsertInternational = z.input<typeof insertInternationalSchema>;
