// The site's uploads, one entry per picture (not per stored file), newest first: what staff may pick for an
// article's body. A picture is named by the URL a row would hold, its largest WebP rendition (see
// src/shared/images.ts); its other widths, its AVIF files and its link preview are the same picture. A player's
// photo the public may not see (ADR 027) is left out: an article showing it would show visitors nothing.
import type { UploadListItem } from '../../shared/upload-list';
import type { HiddenPhotos } from './hidden-photos';
import { type ImageStorage, UPLOADS_URL_PREFIX } from './storage';

/** A width rendition, as storeImage names it: `<uuid>[-a]-<width>.webp`. */
const RENDITION = /^([0-9a-f-]{36}(?:-a)?)-([1-9][0-9]*)\.webp$/;
/** Uploads stored under another shape (older ones): a file a row may name on its own. */
const OTHER_UPLOAD = /^[a-z0-9-]+\.(webp|gif)$/;

type Found = { name: string; width: number; createdAt: Date };

/** One entry per picture, newest first. */
export async function listUploads(storage: ImageStorage, hidden: HiddenPhotos): Promise<UploadListItem[]> {
  const pictures = new Map<string, Found>();
  for (const { name, createdAt } of await storage.list()) {
    if (name.endsWith('-og.jpg')) continue;
    const rendition = RENDITION.exec(name);
    if (rendition) {
      const [, base, width] = rendition as unknown as [string, string, string];
      const known = pictures.get(base);
      if (!known || Number(width) > known.width) pictures.set(base, { name, width: Number(width), createdAt });
    } else if (OTHER_UPLOAD.test(name)) {
      pictures.set(name, { name, width: 0, createdAt });
    }
  }
  const items: (UploadListItem & { at: number })[] = [];
  for (const { name, createdAt } of pictures.values()) {
    if (await hidden.isHidden(name)) continue;
    items.push({ url: `${UPLOADS_URL_PREFIX}${name}`, uploadedAt: createdAt.toISOString(), at: createdAt.getTime() });
  }
  return items.sort((a, b) => b.at - a.at || a.url.localeCompare(b.url)).map(({ at: _at, ...item }) => item);
}
