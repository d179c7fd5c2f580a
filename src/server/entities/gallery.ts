// The server's half of the gallery entity (src/shared/entities/gallery/definition.ts): its table and rules.
import { galleryImages, insertGallerySchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const galleryServer = defineServerEntity('gallery', {
  table: galleryImages,
  insert: fixed(insertGallerySchema),
});
