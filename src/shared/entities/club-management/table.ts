// The club's office holders: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import type { z } from 'zod/v4';
import { noServerFields, optionalImageUrl, orderField, required } from '../../field-rules';
import { createdAt, id, type Json, order, updatedAt } from '../../table-columns';

export const clubManagement = pgTable('club_management', {
  id: id(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  // The photo is optional: a committee member without one is ordinary for a volunteer club (ADR 003).
  photoUrl: text('photo_url'),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const insertClubManagementSchema = createInsertSchema(clubManagement, {
  name: required('Name'),
  role: required('Role'),
  photoUrl: optionalImageUrl,
  order: orderField,
}).omit(noServerFields);

export type ClubManagementMember = Json<typeof clubManagement.$inferSelect>;

export type InsertClubManagement = z.input<typeof insertClubManagementSchema>;
