// Where image renditions are kept, behind one interface: files under DATA_DIR/uploads with the embedded database,
// rows of `stored_images` with PostgreSQL (postgres-storage.ts), so every instance sees every image.
// Either way an image is served at /uploads/<name>; the routes never know which driver is in use.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../db/owner-only';

export const UPLOADS_URL_PREFIX = '/uploads/';

export type StoredImage = { bytes: Buffer; contentType: string };
export type StoredImageInfo = { name: string; createdAt: Date };

export type ImageStorage = {
  kind: 'disk' | 'postgres';
  /** Writes atomically (temp file, then rename; or one INSERT) so a crash never leaves a half-written image. */
  write(name: string, data: Buffer): Promise<void>;
  /** The image's bytes and content type, or null when there is no such image. */
  read(name: string): Promise<StoredImage | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the named images; names that are not there are skipped. */
  remove(names: readonly string[]): Promise<void>;
  /** Every stored image with when it was written, for sweeps and backups. */
  list(): Promise<StoredImageInfo[]>;
  /** Removes what interrupted writes left behind before `before`; answers how many. */
  removeTemporary(before: Date): Promise<number>;
};

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  // Link previews only (PREVIEW_IMAGE in src/shared/images.ts).
  jpg: 'image/jpeg',
};

/** The content type a stored name's extension stands for (names come only from uploadName-valid names). */
export const contentTypeOf = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'image/webp';

/** What `write` names its temporary file: `.<name>.<uuid>.tmp`. */
const TEMP_NAME = /^\.[a-z0-9-]+\.(webp|avif|gif|jpg)\.[0-9a-f-]{36}\.tmp$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskStorage(dir: string): ImageStorage & { dir: string } {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
    return ready;
  };
  return {
    kind: 'disk',
    dir,
    async write(name, data) {
      await ensureDir();
      const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
      await writeFile(temp, data, { mode: OWNER_ONLY_FILE });
      await rename(temp, join(dir, name));
    },
    async read(name) {
      try {
        return { bytes: await readFile(join(dir, name)), contentType: contentTypeOf(name) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(name) {
      try {
        await stat(join(dir, name));
        return true;
      } catch {
        return false;
      }
    },
    async remove(names) {
      for (const name of names) {
        try {
          await unlink(join(dir, name));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },
    async list() {
      await ensureDir();
      const infos: StoredImageInfo[] = [];
      for (const name of await readdir(dir)) {
        if (uploadName(`${UPLOADS_URL_PREFIX}${name}`) === null) continue; // temp files and strangers
        try {
          infos.push({ name, createdAt: (await stat(join(dir, name))).mtime });
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return infos;
    },
    async removeTemporary(before) {
      await ensureDir();
      let removed = 0;
      for (const name of await readdir(dir)) {
        if (!TEMP_NAME.test(name)) continue;
        try {
          if ((await stat(join(dir, name))).mtime >= before) continue; // a write may still be under way
          await unlink(join(dir, name));
          removed++;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}

/** The file name behind an /uploads/ URL, or null for anything else. */
export function uploadName(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return /^[a-z0-9-]+\.(webp|avif|gif|jpg)$/.test(name) ? name : null;
}
