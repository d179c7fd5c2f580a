// Sets up the response cache on the app and keeps it honest: every successful staff write clears it here, and
// with PostgreSQL on every other instance too (NOTIFY on write, each instance LISTENing).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clubClockOf } from '../club-clock';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { listenForPeerWrites } from './peer-listener';
import { createResponseCache } from './response-cache';
import { encodeWrite, FAMILY_CONSENT_ROUTES, type Scope, writeScope } from './write-scope';

export const CACHE_CHANNEL = 'club_cache';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write that worked: 2xx, or the 303 a plain form post answers once it saved (Post/Redirect/Get). */
const succeeded = (status: number) => (status >= 200 && status < 300) || status === 303;

/**
 * The lists a successful staff write may have changed (all live under /api/admin/: content, settings, uploads,
 * enquiries), or a family's photo consent (FAMILY_CONSENT_ROUTES); an empty scope for any other request, and for
 * writes that change nothing cached.
 */
function scopeOfWrite(request: FastifyRequest, reply: FastifyReply): Scope {
  const route = request.routeOptions.url ?? '';
  const written =
    !READ_METHODS.has(request.method) &&
    (route.startsWith('/api/admin/') || FAMILY_CONSENT_ROUTES.includes(route)) &&
    succeeded(reply.statusCode);
  return written ? writeScope(route) : [];
}

/**
 * Tells every instance listening on the database to clear its cache: every page, and the lists of `scope` (all of
 * them by default). The sender is named so it can skip it.
 */
export async function announceWrite(database: Database, sender = 'command', scope: Scope = null): Promise<void> {
  if (database.kind !== 'postgres') return;
  await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${encodeWrite(sender, scope)})`);
}

export async function registerResponseCache(app: FastifyInstance): Promise<void> {
  const cache = createResponseCache({
    clock: clubClockOf(app),
    staleIfErrorMs: app.env.STALE_IF_ERROR_MINUTES * 60_000,
    isUnavailable: isDatabaseUnavailable,
  });
  app.decorate('responseCache', cache);
  const instanceId = randomUUID();

  // onSend runs before the response leaves, so the writer's next request already misses the cache.
  app.addHook('onSend', async (request, reply, payload) => {
    const scope = scopeOfWrite(request, reply);
    if (scope?.length === 0) return payload;
    cache.clear(scope);
    try {
      await announceWrite(app.database, instanceId, scope);
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
    onPeerWrite: (scope) => cache.clear(scope),
    onListening: () => cache.resume(),
    onLost: () => cache.suspend(),
  });
  app.addHook('onClose', () => listener.close());
  await listener.ready;
}
