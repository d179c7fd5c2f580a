// Images live as long as the rows that show them (ADR 018). Removal happens only after the row change has
// committed, so a crash can leave an unreferenced image (the sweep removes it later) but never a row pointing at a
// missing one. Removal and the check that an uploaded image is still there before a row references it share one
// lock, so a save racing a removal cannot reference an image that is about to go. A delete keeps its item in the
// trash for a few minutes (ADR 031): its images are released when the trash entry is purged, not before.

import { lt, sql } from 'drizzle-orm';
import { storedRenditions } from '../../shared/images';
import type { Database } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import { trash } from '../db/ops-schema';
import { TRASH_KEEP_MS } from '../services/trash';
import { isReferenced, referencedNames } from './image-references';
import type { ImageStorage } from './storage';

export const HOUR_MS = 60 * 60 * 1000;

/** Removes every rendition of the images behind these URLs that no row references any more. */
export async function releaseImages(
  database: Database,
  storage: ImageStorage,
  urls: readonly (string | null | undefined)[],
): Promise<string[]> {
  const candidates = [...new Set(urls.filter((url): url is string => typeof url === 'string'))].filter(
    (url) => storedRenditions(url).length > 0,
  );
  if (candidates.length === 0) return [];
  return database.withLock(LOCK_KEYS.images, async (db) => {
    const removed: string[] = [];
    for (const url of candidates) {
      if (await isReferenced(db, url)) continue;
      const names = storedRenditions(url);
      await storage.remove(names);
      removed.push(...names);
    }
    return removed;
  });
}

export type SweepOptions = {
  now?: Date;
  /** Uploads no row references are kept this long, for staff who uploaded but have not saved yet. */
  unreferencedAgeMs?: number;
  /** Temporary files of an interrupted write are removed after this long. */
  temporaryAgeMs?: number;
};

export type SweepReport = { images: number; temporary: number };

/** Removes temporary files and uploads no row has referenced since they were stored, once they are old enough. */
export async function sweepImages(
  database: Database,
  storage: ImageStorage,
  { now = new Date(), unreferencedAgeMs = 24 * HOUR_MS, temporaryAgeMs = HOUR_MS }: SweepOptions = {},
): Promise<SweepReport> {
  return database.withLock(LOCK_KEYS.images, async (db) => {
    const temporary = await storage.removeTemporary(new Date(now.getTime() - temporaryAgeMs));
    const before = now.getTime() - unreferencedAgeMs;
    const referenced = await referencedNames(db);
    const stale = (await storage.list())
      .filter((image) => image.createdAt.getTime() < before && !referenced.has(image.name))
      .map((image) => image.name);
    await storage.remove(stale);
    return { images: stale.length, temporary };
  });
}

/**
 * Forgets deleted items older than `keepMs` (they can no longer be restored), then releases the images they held.
 * One statement claims the entries, so instances purging at once never release the same entry twice; a crash
 * before the release leaves unreferenced images for the sweep.
 */
export async function purgeTrash(
  database: Database,
  storage: ImageStorage,
  { keepMs = TRASH_KEEP_MS }: { keepMs?: number } = {},
): Promise<{ entries: number; images: number }> {
  const purged = await database.db
    .delete(trash)
    .where(lt(trash.deletedAt, sql`now() - ${keepMs} * interval '1 millisecond'`))
    .returning({ imageUrls: trash.imageUrls });
  const removed = await releaseImages(
    database,
    storage,
    purged.flatMap((entry) => entry.imageUrls),
  );
  return { entries: purged.length, images: removed.length };
}
