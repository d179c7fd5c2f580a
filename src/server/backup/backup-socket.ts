// On the embedded database the running server owns DATA_DIR, so `npm run backup` asks it for the archive over a
// Unix socket at DATA_DIR/run/backup.sock. The folder is the owner's only (0700): whoever can connect could read
// DATA_DIR anyway. Nothing of this is reachable from the network. The client sends `backup\n`; the server answers
// with the archive's bytes and closes (on a failure it drops the connection, and the client's check of what it
// received says so).
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../db/owner-only';
import type { ImageStorage } from '../media/storage';
import { writeBackup } from './write-backup';

const REQUEST = 'backup\n';
/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const MAX_SOCKET_PATH = 100;

export const backupSocketPath = (dataDir: string) => join(dataDir, 'run', 'backup.sock');

export type BackupListener = { close(): Promise<void> };

export async function listenForBackups(options: {
  dataDir: string;
  database: Database;
  storage: ImageStorage;
  log: FastifyBaseLogger;
}): Promise<BackupListener> {
  const { dataDir, database, storage, log } = options;
  const path = backupSocketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    log.warn(`DATA_DIR's path is too long for the backup socket: npm run backup will need the server stopped`);
    return { close: async () => {} };
  }
  const dir = join(dataDir, 'run');
  await mkdir(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  await chmod(dir, OWNER_ONLY_DIR);
  // We hold DATA_DIR's lock, so a socket file left here is a dead server's.
  await rm(path, { force: true });
  const server: Server = createServer((socket) => {
    socket.on('error', () => {}); // the client went away: the pipeline below reports it
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.length < REQUEST.length) return;
      socket.off('data', onData);
      if (!received.startsWith(REQUEST)) {
        socket.destroy();
        return;
      }
      const started = Date.now();
      writeBackup(database, storage, socket).then(
        (manifest) => log.info({ images: manifest.images, ms: Date.now() - started }, 'backup written to the socket'),
        (error) => {
          log.error({ err: error }, 'backup failed');
          socket.destroy();
        },
      );
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  // Made with the umask's mode: like everything in DATA_DIR, the owner's only.
  await chmod(path, OWNER_ONLY_FILE);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rm(path, { force: true }).catch(() => {});
      }),
  };
}

/** The client side: asks the server owning dataDir for a backup and writes what it sends to `out`. */
export function requestBackup(dataDir: string, out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(backupSocketPath(dataDir));
    socket.once('connect', () => socket.write(REQUEST));
    socket.once('error', reject);
    socket.pipe(out);
    out.once('error', reject);
    out.once('finish', () => resolve());
  });
}
