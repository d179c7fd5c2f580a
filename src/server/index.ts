// env -> database -> migrate -> listen -> graceful close.
import { resolve } from 'node:path';
import { buildApp } from './app';
import { announceSetupLink } from './auth/setup-code';
import { type BackupListener, listenForBackups } from './backup/backup-socket';
import { loadEnv } from './env';
import { exitUnlessKeysOpenStoredData, openDatabaseOrExit, storageFor } from './start';

const env = loadEnv();
const database = await openDatabaseOrExit(env);
await exitUnlessKeysOpenStoredData(database, env);
await announceSetupLink(database, env);
const storage = storageFor(env, database);
const app = await buildApp({ env, database, storage });
let backups: BackupListener | undefined;

let closing = false;
// A request in flight when the signal comes answers with `Connection: close`: left keep-alive, its idle socket
// would hold app.close() open for the whole keepAliveTimeout (72 s), longer than most supervisors wait.
app.addHook('onSend', async (_request, reply) => {
  if (closing) reply.header('connection', 'close');
});

/**
 * Requests still running at the shutdown limit (a stalled upload, a query behind a lock) have their connections
 * closed so the server can close; should closing still not finish (a query the pool waits for), exit anyway.
 */
function enforceShutdownLimit() {
  const limit = env.SHUTDOWN_TIMEOUT_MS;
  setTimeout(() => {
    app.log.warn(`requests still in flight after ${limit} ms: closing their connections`);
    app.server.closeAllConnections();
    setTimeout(() => {
      app.log.error('the server did not close after its connections were closed: exiting');
      process.exit(1);
    }, 2_000).unref();
  }, limit).unref();
}

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing requests in flight, then closing`);
  enforceShutdownLimit();
  try {
    await app.close(); // stops accepting, waits for in-flight requests
    await backups?.close(); // and for a backup being written
  } finally {
    await database.close();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  // The embedded database is this process's: `npm run backup` asks it for the archive (PostgreSQL needs no help).
  if (database.kind === 'pglite') {
    backups = await listenForBackups({ dataDir: resolve(env.DATA_DIR), database, storage, log: app.log });
  }
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}
