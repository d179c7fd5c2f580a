// Stored images live on disk under DATA_DIR/uploads and are served at /uploads/<name>.
import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

export type ImageStorage = {
  dir: string;
  /** Writes atomically (temp file, then rename) so a crash never leaves a half-written image. */
  write(name: string, data: Buffer): Promise<void>;
  exists(name: string): Promise<boolean>;
};

export function createDiskStorage(dir: string): ImageStorage {
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => {
    ready ??= mkdir(dir, { recursive: true });
    return ready;
  };
  return {
    dir,
    async write(name, data) {
      await ensureDir();
      const temp = join(dir, `.${name}.${randomUUID()}.tmp`);
      await writeFile(temp, data);
      await rename(temp, join(dir, name));
    },
    async exists(name) {
      try {
        await access(join(dir, name));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The file name behind an /uploads/ URL, or null for anything else. */
export function uploadName(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return /^[a-z0-9-]+\.(webp|avif|gif)$/.test(name) ? name : null;
}
