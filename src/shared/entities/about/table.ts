// The landing page's about features: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod/v4';
import { ABOUT_ICONS } from '../../constants';
import { noServerFields, orderField, required } from '../../field-rules';
import { createdAt, id, type Json, order, updatedAt } from '../../table-columns';
import { whenMissing } from '../../zod-messages';

export const aboutFeatures = pgTable('about_features', {
  id: id(),
  icon: text('icon').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  color: text('color').notNull(),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const insertAboutSchema = createInsertSchema(aboutFeatures, {
  icon: () => z.enum(ABOUT_ICONS, { error: whenMissing('Icon') }),
  title: required('Title'),
  description: required('Description'),
  color: required('Color'),
  order: orderField,
}).omit(noServerFields);

export type AboutFeature = Json<typeof aboutFeatures.$inferSelect>;

export type InsertAbout = z.input<typeof insertAboutSchema>;
