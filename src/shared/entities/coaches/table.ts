// Coaches' profiles: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import type { z } from 'zod/v4';
import {
  ageField,
  type Clock,
  dateOfBirthField,
  noServerFields,
  optionalImageUrl,
  optionalText,
  required,
} from '../../field-rules';
import { createdAt, id, type Json, updatedAt } from '../../table-columns';

export const coaches = pgTable('coaches', {
  id: id(),
  name: text('name').notNull(),
  age: integer('age'),
  dateOfBirth: text('date_of_birth'),
  location: text('location'),
  role: text('role').notNull(),
  description: text('description'),
  photoUrl: text('photo_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A coach as staff create and update one; the date of birth's check reads `clock`. */
export const coachSchemaOn = (clock: Clock) =>
  createInsertSchema(coaches, {
    name: required('Name'),
    role: required('Role'),
    age: ageField,
    dateOfBirth: dateOfBirthField(clock),
    location: optionalText,
    description: optionalText,
    photoUrl: optionalImageUrl,
  }).omit(noServerFields);

export type Coach = Json<typeof coaches.$inferSelect>;

export type InsertCoach = z.input<ReturnType<typeof coachSchemaOn>>;
