// The gallery's pictures: its table, the schema its create and update calls are checked with (by the server
// and the portal's forms) and its row type. The rest of the entity is ./definition.ts, next to it.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import type { z } from 'zod/v4';
import { imageUrlField, noServerFields, optionalText, required } from '../../field-rules';
import { createdAt, id, type Json, updatedAt } from '../../table-columns';

export const galleryImages = pgTable('gallery_images', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  imageUrl: text('image_url').notNull(),
  category: text('category').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const insertGallerySchema = createInsertSchema(galleryImages, {
  title: required('Title'),
  description: optionalText,
  imageUrl: imageUrlField,
  category: required('Category'),
}).omit(noServerFields);

export type GalleryImage = Json<typeof galleryImages.$inferSelect>;

export type InsertGallery = z.input<typeof insertGallerySchema>;
