// The player pathway's steps: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import type { z } from 'zod/v4';
import { noServerFields, orderField, required } from '../../field-rules';
import { createdAt, id, type Json, order, updatedAt } from '../../table-columns';

export const pathwaySteps = pgTable('pathway_steps', {
  id: id(),
  age: text('age').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  color: text('color').notNull(),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const insertPathwaySchema = createInsertSchema(pathwaySteps, {
  age: required('Age'),
  title: required('Title'),
  description: required('Description'),
  color: required('Color'),
  order: orderField,
}).omit(noServerFields);

export type PathwayStep = Json<typeof pathwaySteps.$inferSelect>;

export type InsertPathway = z.input<typeof insertPathwaySchema>;
