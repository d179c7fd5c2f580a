// Image renditions as rows of `stored_images`, used when the database is PostgreSQL: every instance on the database
// sees every image, and no instance needs a disk of its own (see storage.ts for the interface, ADR 018).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedImages } from '../db/ops-schema';
import { contentTypeOf, type ImageStorage } from './storage';

export function createPostgresStorage(db: Db): ImageStorage {
  return {
    kind: 'postgres',
    async write(name, data) {
      // One INSERT is atomic: a crash leaves the whole image or none of it. Names are never reused, so a second
      // write of the same name can only be a retry of the same bytes.
      await db
        .insert(storedImages)
        .values({ name, contentType: contentTypeOf(name), bytes: data })
        .onConflictDoNothing();
    },
    async read(name) {
      const [row] = await db
        .select({ bytes: storedImages.bytes, contentType: storedImages.contentType })
        .from(storedImages)
        .where(eq(storedImages.name, name));
      return row ?? null;
    },
    async exists(name) {
      const [row] = await db.select({ name: storedImages.name }).from(storedImages).where(eq(storedImages.name, name));
      return row !== undefined;
    },
    async remove(names) {
      if (names.length === 0) return;
      await db.delete(storedImages).where(inArray(storedImages.name, [...names]));
    },
    list: () => db.select({ name: storedImages.name, createdAt: storedImages.createdAt }).from(storedImages),
    // Nothing is ever half-written here: there are no temporary files to sweep.
    removeTemporary: async () => 0,
  };
}
