// DATA_DIR holds the staff's password hashes, families' enquiries and registrations: nobody but the server's user
// may read or change it. The embedded database writes most of its files world-writable (0666) whatever the umask,
// so the folder's modes are set, not assumed: on a new folder and on an existing one, each time it is opened.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Creates `dir` when missing, then makes it and everything under it the owner's only (folders 0700, files 0600). */
export function keepToOwner(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  closeTree(dir);
}

function closeTree(path: string): void {
  const entry = lstatSync(path, { throwIfNoEntry: false });
  // A link is left as it is: its target is not ours to change, and chmod would follow it.
  if (!entry || entry.isSymbolicLink()) return;
  if (entry.isDirectory()) {
    if ((entry.mode & 0o777) !== OWNER_ONLY_DIR) chmodSync(path, OWNER_ONLY_DIR);
    for (const name of readdirSync(path)) closeTree(join(path, name));
  } else if ((entry.mode & 0o777) !== OWNER_ONLY_FILE) {
    chmodSync(path, OWNER_ONLY_FILE);
  }
}
