// The server's half of the gallery entity (src/shared/entities/gallery/definition.ts): its writes' rules.
import { insertGallerySchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const galleryServer = defineServerEntity('gallery', {
  insert: fixed(insertGallerySchema),
  demo: () => import('./demo/gallery').then((demo) => demo.galleryDemo),
});
