// The server's half of tours (src/shared/entities/tours/definition.ts): a slug made from the title.
import { insertTourSchema, tours } from '../../shared/schema';
import { newSlug } from '../services/slugs';
import { defineServerEntity, fixed } from './define';

export const toursServer = defineServerEntity('tours', {
  insert: fixed(insertTourSchema),
  demo: () => import('./demo/tours').then((demo) => demo.toursDemo),
  // Read and written under the images lock that every write of a tour holds (its picture is an upload), so two
  // created at once cannot take the same slug.
  onCreate: async (db, values) => ({ ...values, slug: await newSlug(db, tours, String(values.title)) }),
  restoreClash: 'another tour now has its web address',
});
