// Rendered pages and public lists kept in memory, so a visit costs no database query and no React render.
// Keys are a fixed set (known page paths and API list paths, chosen by the callers), so memory stays bounded
// whatever URLs clients send.
import { type ClubClock, nextClubMidnight } from '../../shared/club-time';
import type { CachedResponse, Produced } from './cached-response';
import { encodeBody } from './encoded-body';
import { createFallbacks } from './fallbacks';
import { createReadCache } from './read-cache';
import type { Scope } from './write-scope';

export type ResponseCache = ReturnType<typeof createResponseCache>;

export type ResponseCacheOptions = {
  /** The app's clock and the club's zone: what is kept expires at the club's next midnight (tests move it). */
  clock: ClubClock;
  /**
   * How long a kept response must stay unchanged before it is recompressed at the best setting. Writes come in
   * bursts (a batch of uploads, reordering): pages cleared again within this time are never recompressed.
   */
  recompressAfterMs?: number;
  /** How long what was served may still answer while the database cannot be reached (0: not at all). */
  staleIfErrorMs?: number;
  /** Whether an error means the database cannot be reached (db/unavailable.ts); other errors are never hidden. */
  isUnavailable?: (error: unknown) => boolean;
};

/**
 * Everything kept expires at the club's next midnight: what the public may see
 * changes with the date alone (a player's photo consent runs out, ADR 027), with no write to clear the cache; or
 * earlier, when a kept response says it goes stale sooner (the fixtures page when a game ends).
 */
export function createResponseCache({
  clock,
  recompressAfterMs = 2000,
  staleIfErrorMs = 0,
  isUnavailable = () => false,
}: ResponseCacheOptions) {
  const { now, timeZone } = clock;
  const entries = new Map<string, CachedResponse>();
  const fallbacks = createFallbacks(clock, staleIfErrorMs);
  /**
   * At most one production per key at a time: concurrent misses share a single render, and misses after a write
   * wait for the render under way (begun before the write, so its result is not theirs) to end before theirs
   * begins. Renders begun one per write in a burst of writes would otherwise pile up, each slowing the others.
   */
  const running = new Map<string, { generation: number; production: Promise<CachedResponse> }>();
  /** The production that begins when the key's running one ends; every miss meanwhile joins it. */
  const queued = new Map<string, Promise<CachedResponse>>();
  /**
   * Bumped by every clear. A production stores its result only if the generation is the one it started in:
   * a read that began before a write may have missed that write, and must not be served after it.
   */
  let generation = 0;
  /** While other instances' writes cannot be heard (PostgreSQL listener down), nothing is served from memory. */
  let suspended = false;
  let expiresAt = nextClubMidnight(now(), timeZone).getTime();
  /** Called after every clear, so what is derived from the same data (hidden photos) is forgotten with it. */
  const clearListeners: ((scope: Scope) => void)[] = [];
  /** The public lists pages are made of: a write forgets only those it may have changed (its scope). */
  const reads = createReadCache();

  /** Recompressions run one at a time, in the background: they must not take the cores from visitors. */
  let recompressing: Promise<void> = Promise.resolve();

  async function produceEncoded(produce: () => Promise<Produced>) {
    const { status, contentType, body, keep, expiresAt } = await produce();
    return { status, contentType, keep, expiresAt, body: await encodeBody(body, 'fast') };
  }

  /** Once `entry` has been kept for a while (no write cleared it), its compressed bytes are made smaller. */
  function recompressLater(key: string, entry: CachedResponse) {
    const current = () => entries.get(key) === entry;
    const timer = setTimeout(() => {
      recompressing = recompressing.then(async () => {
        if (!current()) return;
        const body = await encodeBody(entry.body.raw, 'best');
        // A write may have cleared it meanwhile: what replaces it then is the newer entry, left alone.
        if (current()) entries.set(key, { ...entry, body });
      });
    }, recompressAfterMs);
    // A pending recompression alone must not keep a process alive that is otherwise done.
    timer.unref();
  }

  /**
   * Forgets every page, and the lists of `scope` (null: every list); `keepFallbacks` only when the reason is the
   * clock (each fallback has its own expiry).
   */
  function clear(scope: Scope, keepFallbacks = false) {
    generation++;
    entries.clear();
    reads.invalidate(scope);
    // A write (here or heard from another instance) makes what was set aside stale too.
    if (!keepFallbacks) fallbacks.drop();
    for (const listener of clearListeners) listener(scope);
  }

  function produceShared(key: string, produce: () => Promise<Produced>): Promise<CachedResponse> {
    const current = running.get(key);
    // A production begun since the last write has read everything written before this request.
    if (current?.generation === generation) return current.production;
    if (!current) return startProduction(key, produce);
    let next = queued.get(key);
    if (!next) {
      next = current.production
        .catch(() => {})
        .then(() => {
          queued.delete(key);
          return startProduction(key, produce);
        });
      queued.set(key, next);
    }
    return next;
  }

  function startProduction(key: string, produce: () => Promise<Produced>): Promise<CachedResponse> {
    const started = generation;
    const production: Promise<CachedResponse> = produceEncoded(produce)
      .then((response) => {
        // Errors and not-found pages are never kept: only what the public normally sees.
        const keep = response.status === 200 && response.keep !== false;
        if (generation === started && !suspended && keep) {
          entries.set(key, response);
          recompressLater(key, response);
          // Everything is forgotten at the earliest moment a kept response goes stale (simple, and rare).
          if (response.expiresAt !== undefined) expiresAt = Math.min(expiresAt, response.expiresAt);
        }
        return response;
      })
      .finally(() => {
        if (running.get(key)?.production === production) running.delete(key);
      });
    running.set(key, { generation: started, production });
    return production;
  }

  /** Clears once the club's day has turned since the entries were kept. */
  function expireIfDue() {
    const time = now().getTime();
    if (time < expiresAt) return;
    expiresAt = nextClubMidnight(new Date(time), timeZone).getTime();
    clear(null, true);
  }

  /** While the database cannot be reached, what was set aside answers instead of the error. */
  function orFallback(key: string, production: Promise<CachedResponse>): Promise<CachedResponse> {
    return production.catch((error: unknown) => {
      const fallback = isUnavailable(error) ? fallbacks.get(key) : undefined;
      if (fallback) return fallback;
      throw error;
    });
  }

  return {
    /** The stored response for key, or a fresh one. A null key is produced for this request only. */
    get(key: string | null, produce: () => Promise<Produced>): Promise<CachedResponse> {
      expireIfDue();
      if (key === null) return produceEncoded(produce);
      if (suspended) return orFallback(key, produceEncoded(produce));
      const hit = entries.get(key);
      if (hit) return Promise.resolve(hit);
      return orFallback(key, produceShared(key, produce));
    },

    /**
     * Forgets every page, and the public lists of `scope` (every list by default). Pages are not tracked by the
     * tables they show (a page of a deleted team's events would be easy to get wrong): the next visit of each
     * renders it again, reading only the lists the write may have changed.
     */
    clear: (scope: Scope = null) => clear(scope),

    /** A public list as a page shows it: kept until a write in its scope, or read for this render only. */
    read(list: string, load: () => Promise<unknown>): Promise<unknown> {
      // A list can be read outside get() (a form's answer page): the club's day may have turned since it was kept.
      expireIfDue();
      // While other instances' writes cannot be heard, nothing is kept.
      return suspended ? load() : reads.read(list, load);
    },

    /**
     * Stops serving and storing until resume(): what is held may already be stale. It is set aside to answer
     * while the database cannot be reached (the usual reason the listener is lost), within staleIfErrorMs.
     */
    suspend() {
      if (suspended) return;
      expireIfDue();
      fallbacks.keep(entries);
      suspended = true;
      clear(null, true);
    },

    /** Serves from memory again, starting empty: writes made while suspended were not heard. */
    resume() {
      clear(null);
      suspended = false;
    },

    expireIfDue,

    /**
     * What is kept goes stale at `at` (ms) by the clock alone, whichever response or list holds it: a list read
     * says so when the time it changes is not its own to answer (a scheduled article goes public, ADR 047). Like a
     * response's expiresAt, everything is forgotten then.
     */
    expireBy(at: number) {
      expiresAt = Math.min(expiresAt, at);
    },

    onClear(listener: (scope: Scope) => void) {
      clearListeners.push(listener);
    },

    /** True while nothing may be kept (another instance's writes cannot be heard). */
    get suspended() {
      return suspended;
    },

    get size() {
      return entries.size;
    },
  };
}
