// The gallery's pictures, each with its title and category.

import { defineEntity, SERVER_SET_WORDS } from '../define';
import type { GalleryImage } from './table';

export const galleryEntity = defineEntity<GalleryImage>()({
  path: 'gallery',
  label: 'Gallery image',
  noun: 'Image',
  ordering: 'created',
  section: { name: 'gallery', label: 'Gallery' },
  image: { mode: 'url', column: 'imageUrl', required: true },
  columns: {
    id: 'public',
    title: 'public',
    description: 'public',
    imageUrl: 'public',
    category: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'gallery image',
    plural: 'gallery images',
    namedBy: 'title',
    fields: {
      title: 'title',
      category: 'category',
      description: 'description',
      imageUrl: 'image',
      ...SERVER_SET_WORDS,
    },
  },
});
