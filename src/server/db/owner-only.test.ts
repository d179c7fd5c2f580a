// Nobody but the server's user can read or change DATA_DIR: the embedded database, the images and the lock file.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../media/storage';
import { openDatabase } from './client';

const parent = mkdtempSync(join(tmpdir(), 'club-modes-'));
const dataDir = join(parent, 'data');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Every path under `dir` whose mode lets anyone but the owner in: folders must be 0700 and files 0600. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const { mode } = statSync(path);
    const isDir = statSync(path).isDirectory();
    if ((mode & 0o777) !== (isDir ? 0o700 : 0o600)) found.push(`${path} ${(mode & 0o777).toString(8)}`);
    if (isDir) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

describe('DATA_DIR', () => {
  it("is the owner's only on a new folder, with the database, an image and the lock in it", async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await createDiskStorage(join(dataDir, 'uploads')).write('a-64.webp', Buffer.from('image'));
    expect(readdirSync(join(dataDir, 'pg')).length).toBeGreaterThan(5);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['db.lock', 'pg', 'uploads']));
    expect(openToOthers(dataDir)).toEqual([]);
    await database.close();
  });

  it("is made the owner's only again when an existing folder is opened", async () => {
    // As a folder written before modes were set, or copied in by hand, may be.
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'uploads'), 0o777);
    chmodSync(join(dataDir, 'uploads', 'a-64.webp'), 0o666);
    const pgFile = join(dataDir, 'pg', 'PG_VERSION');
    chmodSync(pgFile, 0o644);
    expect(openToOthers(dataDir).length).toBeGreaterThanOrEqual(4);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    expect(openToOthers(dataDir)).toEqual([]);
    await database.close();
  });
});
