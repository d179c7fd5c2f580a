// Sets up the response cache on the app and keeps it honest: every successful staff write clears it here, and
// with PostgreSQL on every other instance too (NOTIFY on write, each instance LISTENing).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { listenForPeerWrites } from './peer-listener';
import { createResponseCache } from './response-cache';

export const CACHE_CHANNEL = 'club_cache';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Staff writes that change nothing the cache holds: an image stored for a later save to refer to (its name is new:
 * no page shows it yet), enquiries and staff accounts (no public page or list shows them). A batch of photo uploads
 * then clears the cache once per photo saved, not twice (ADR 036). Any other staff write clears everything.
 */
const WRITES_NOTHING_CACHED = ['/api/admin/upload', '/api/admin/inquiries', '/api/admin/staff'];

/** Staff writes all live under /api/admin/ (content, settings, uploads, enquiries). */
function isSuccessfulAdminWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  const route = request.routeOptions.url ?? '';
  return (
    !READ_METHODS.has(request.method) &&
    route.startsWith('/api/admin/') &&
    !WRITES_NOTHING_CACHED.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)) &&
    reply.statusCode >= 200 &&
    reply.statusCode < 300
  );
}

/** Tells every instance listening on the database to clear its cache (the sender is named so it can skip it). */
export async function announceWrite(database: Database, sender = 'command'): Promise<void> {
  if (database.kind !== 'postgres') return;
  await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${sender})`);
}

export async function registerResponseCache(app: FastifyInstance): Promise<void> {
  const cache = createResponseCache({
    now: app.now,
    staleIfErrorMs: app.env.STALE_IF_ERROR_MINUTES * 60_000,
    isUnavailable: isDatabaseUnavailable,
  });
  app.decorate('responseCache', cache);
  const instanceId = randomUUID();

  // onSend runs before the response leaves, so the writer's next request already misses the cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isSuccessfulAdminWrite(request, reply)) return payload;
    cache.clear();
    try {
      await announceWrite(app.database, instanceId);
    } catch (error) {
      // The write itself succeeded and is answered as such. A notify fails when the database is unreachable,
      // which also drops the other instances' listeners: they start empty once they reconnect.
      request.log.error({ err: error }, 'could not tell other instances to clear their cache');
    }
    return payload;
  });

  const url = app.database.connectionUrl;
  if (!url) return; // The embedded database has one process: clearing our own cache is enough.
  // Until the listener runs, another instance's write would go unheard: serve nothing from memory.
  cache.suspend();
  const listener = listenForPeerWrites({
    url,
    channel: CACHE_CHANNEL,
    instanceId,
    log: app.log,
    onPeerWrite: () => cache.clear(),
    onListening: () => cache.resume(),
    onLost: () => cache.suspend(),
  });
  app.addHook('onClose', () => listener.close());
  await listener.ready;
}
