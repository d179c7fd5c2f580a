// Link-preview JPEGs of uploads stored before previews existed: made on their first request, from the largest
// stored rendition, and stored beside it (every instance then serves the stored one). Only for an image a row holds,
// so no client can make the server encode files nobody shows; under the images lock, so a preview is never written
// after its image was removed (image-life-cycle.ts removes it with the image's other files).
import type { FastifyBaseLogger } from 'fastify';
import { previewSourceUrls } from '../../shared/images';
import type { Database } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { isReferenced } from './image-references';
import { encodePreview } from './images';
import { type ImageStorage, type StoredImage, UPLOADS_URL_PREFIX } from './storage';

/** The preview named `name`, made now if need be; null when it is no preview of an image a row holds. */
export async function readOrMakePreview(
  database: Database,
  storage: ImageStorage,
  name: string,
  log: FastifyBaseLogger,
): Promise<StoredImage | null> {
  const sources = previewSourceUrls(name);
  if (!sources) return null;
  return database.withLock(LOCK_KEYS.images, async (db) => {
    const stored = await storage.read(name);
    if (stored) return stored;
    for (const url of sources) {
      if (!(await isReferenced(db, url))) continue;
      const source = await storage.read(url.slice(UPLOADS_URL_PREFIX.length));
      if (!source) continue;
      try {
        const bytes = await encodePreview(source.bytes);
        await storage.write(name, bytes);
        return { bytes, contentType: 'image/jpeg' };
      } catch (error) {
        // A stored image that no longer decodes: the page keeps its link, the preview client shows none.
        log.warn({ err: error, name }, 'could not make a link preview');
        return null;
      }
    }
    return null;
  });
}
