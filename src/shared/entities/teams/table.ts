// The club's teams: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod/v4';
import { noServerFields, optionalFormBoolean, optionalImageUrl, required } from '../../field-rules';
import { createdAt, id, type Json, updatedAt } from '../../table-columns';

export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull(),
  ageGroup: text('age_group').notNull(),
  description: text('description').notNull(),
  features: text('features').array().notNull(),
  color: text('color').notNull(),
  imageUrl: text('image_url'),
  /** 'Training: count players as coming unless they say no': a training's 'Who's coming' counts no answer as Yes. */
  trainingCountsAsComing: boolean('training_counts_as_coming').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const insertTeamSchema = createInsertSchema(teams, {
  name: required('Team name'),
  ageGroup: required('Age group'),
  description: required('Description'),
  color: required('Color'),
  features: () => z.array(z.string().trim().min(1)),
  imageUrl: optionalImageUrl,
  // Left out, an update keeps the saved choice.
  trainingCountsAsComing: optionalFormBoolean,
}).omit(noServerFields);

export type Team = Json<typeof teams.$inferSelect>;

export type InsertTeam = z.input<typeof insertTeamSchema>;
