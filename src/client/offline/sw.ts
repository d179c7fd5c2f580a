// The public site's service worker (ADR 050): pages and pictures a visitor opened stay readable without signal.
// Pages: network first, each answer kept with the time it was saved; without a connection the saved copy with a
// banner, or the offline page listing what is saved. Pictures and site files: from the cache once kept. The
// portal, sign-in and the API are never answered here. Served by the server at /sw.js with the club's time zone
// and the site's version written in (render/offline.ts), built as one classic script by vite.sw.config.ts.
import {
  evictions,
  handling,
  isSiteFile,
  LIMITS,
  mayKeep,
  OFFLINE_PATH,
  pagesOpenAtStart,
  pageTitle,
  type SavedEntry,
  unusedSiteFiles,
  withBanner,
  withSavedList,
} from '../../shared/offline-rules';

/** Written in by the server (render/offline.ts): the club's zone, and a hash that changes with every build. */
const TIME_ZONE = '__CLUB_TIME_ZONE__';
const SITE_VERSION = '__SITE_VERSION__';

// The DOM library has no worker types (tsconfig), so the little this file uses is named here.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type Worker = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};
const worker = self as unknown as Worker;

const PAGES = 'offline-pages';
const FILES = 'offline-files';
/** The offline page of this version of the site; older ones are dropped when this worker takes over. */
const SHELL = `offline-shell-${SITE_VERSION}`;
const SAVED_AT = 'x-saved-at';
const SIZE = 'x-size';
const TITLE = 'x-title';
/** A saved /fixtures older than this is fetched again when another page is opened online. */
const FIXTURES_REFRESH_MS = 15 * 60 * 1000;

const origin = worker.location.origin;

/** What is kept, read from the caches once per run of the worker and then kept up to date here. */
let index: Promise<Map<string, SavedEntry & { title: string }>> | undefined;
function savedIndex() {
  index ??= (async () => {
    const map = new Map<string, SavedEntry & { title: string }>();
    for (const [name, kind] of [
      [PAGES, 'page'],
      [FILES, 'file'],
    ] as const) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const headers = (await cache.match(request))?.headers;
        if (!headers) continue;
        map.set(request.url, {
          url: request.url,
          kind,
          savedAt: Number(headers.get(SAVED_AT)),
          size: Number(headers.get(SIZE)),
          title: decodeURIComponent(headers.get(TITLE) ?? ''),
        });
      }
    }
    return map;
  })();
  // A failed read (storage refused) is tried again next time rather than kept.
  index.catch(() => {
    index = undefined;
  });
  return index;
}

/** Writes one after another, so each eviction sees every entry before it. */
let writes: Promise<unknown> = Promise.resolve();
const inTurn = (task: () => Promise<unknown>) => {
  writes = writes.then(task).catch(() => undefined);
  return writes;
};

/**
 * The headers a copy made here needs: its type and the page's policy. Not the rest: the body is already decoded,
 * so a Content-Encoding or Content-Length would no longer be true of it.
 */
function copyHeaders(from: Headers): Headers {
  const headers = new Headers();
  for (const name of ['content-type', 'content-security-policy', SAVED_AT, SIZE, TITLE]) {
    const value = from.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * Keeps an answer with the time it was saved, then drops the oldest entries over the limits. savedAt: when the
 * answer was made, for one read from the browser's cache rather than the network (now by default).
 */
function keep(kind: 'page' | 'file', url: string, response: Response, savedAt = Date.now()) {
  return inTurn(async () => {
    const body = await response.blob();
    const title = kind === 'page' ? pageTitle(await body.text()) : '';
    const headers = copyHeaders(response.headers);
    headers.set(SAVED_AT, String(savedAt));
    headers.set(SIZE, String(body.size));
    headers.set(TITLE, encodeURIComponent(title));
    await (await caches.open(kind === 'page' ? PAGES : FILES)).put(url, new Response(body, { headers }));
    const saved = await savedIndex();
    saved.set(url, { url, kind, savedAt, size: body.size, title });
    for (const old of evictions([...saved.values()], LIMITS)) {
      const entry = saved.get(old)!;
      saved.delete(old);
      await (await caches.open(entry.kind === 'page' ? PAGES : FILES)).delete(old);
    }
  });
}

/** A saved /fixtures is fetched again in the background while there is a connection. */
async function refreshFixtures(now: number) {
  for (const entry of (await savedIndex()).values()) {
    if (entry.kind !== 'page' || new URL(entry.url).pathname !== '/fixtures') continue;
    if (now - entry.savedAt < FIXTURES_REFRESH_MS) continue;
    const response = await fetch(entry.url, { credentials: 'omit' }).catch(() => null);
    if (response && mayKeep(response.status, response.headers)) await keep('page', entry.url, response);
  }
}

async function offlinePage(): Promise<Response | undefined> {
  const shell = await caches.match(OFFLINE_PATH, { cacheName: SHELL });
  if (!shell) return undefined;
  const pages = [...(await savedIndex()).values()].filter((e) => e.kind === 'page');
  return new Response(withSavedList(await shell.text(), pages), { headers: copyHeaders(shell.headers) });
}

async function answerPage(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (mayKeep(response.status, response.headers)) event.waitUntil(keep('page', request.url, response.clone()));
    if (response.ok) event.waitUntil(refreshFixtures(Date.now()));
    return response;
  } catch (error) {
    const saved = await caches.match(request.url, { cacheName: PAGES });
    if (saved) {
      const html = withBanner(await saved.text(), Number(saved.headers.get(SAVED_AT)), TIME_ZONE);
      return new Response(html, { headers: copyHeaders(saved.headers) });
    }
    const offline = await offlinePage();
    if (offline) return offline;
    throw error;
  }
}

async function answerFile(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const saved = await caches.match(request.url, { cacheName: FILES });
  if (saved) return saved;
  const response = await fetch(request);
  if (mayKeep(response.status, response.headers)) event.waitUntil(keep('file', request.url, response.clone()));
  return response;
}

worker.addEventListener('fetch', (event) => {
  const how = handling(event.request, origin);
  if (how === 'page') event.respondWith(answerPage(event));
  else if (how === 'file') event.respondWith(answerFile(event));
});

worker.addEventListener('install', (event) => {
  // A new version takes over at once: the next page opened is answered by it (with skipWaiting and claim below).
  void worker.skipWaiting();
  event.waitUntil(
    (async () => {
      const response = await fetch(OFFLINE_PATH, { credentials: 'omit' });
      if (!response.ok) return;
      const copy = new Response(await response.blob(), { headers: copyHeaders(response.headers) });
      await (await caches.open(SHELL)).put(OFFLINE_PATH, copy);
    })().catch(() => undefined),
  );
});

/** Site files of older versions that no saved page needs any more. */
function dropUnusedSiteFiles() {
  return inTurn(async () => {
    const saved = await savedIndex();
    const siteFiles = [...saved.values()].filter((e) => e.kind === 'file' && isSiteFile(new URL(e.url).pathname));
    const texts: string[] = [];
    for (const entry of saved.values()) {
      if (entry.kind === 'page' || entry.url.endsWith('.css')) {
        const response = await caches.match(entry.url, { cacheName: entry.kind === 'page' ? PAGES : FILES });
        if (response) texts.push(await response.text());
      }
    }
    const files = await caches.open(FILES);
    for (const url of unusedSiteFiles(
      siteFiles.map((e) => e.url),
      texts,
    )) {
      saved.delete(url);
      await files.delete(url);
    }
  });
}

/**
 * The pages open when this worker takes over (the first page of a first visit loaded before there was a worker):
 * kept as opened, from the browser's own cache where it still has them (no second download), saved as of the
 * time the server answered.
 */
async function keepPagesOpenAtStart() {
  const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const kept = new Set((await savedIndex()).keys());
  for (const url of pagesOpenAtStart(
    open.map((client) => client.url),
    origin,
    kept,
  )) {
    const response = await fetch(url, { cache: 'force-cache' }).catch(() => null);
    if (!response || !mayKeep(response.status, response.headers)) continue;
    const answered = Date.parse(response.headers.get('date') ?? '');
    await keep('page', url, response, Number.isNaN(answered) ? Date.now() : Math.min(answered, Date.now()));
  }
}

worker.addEventListener('activate', (event) => {
  const dropOldShells = async () => {
    for (const name of await caches.keys())
      if (name.startsWith('offline-shell-') && name !== SHELL) await caches.delete(name);
  };
  event.waitUntil(
    Promise.all([
      worker.clients.claim(),
      dropOldShells(),
      dropUnusedSiteFiles(),
      keepPagesOpenAtStart().catch(() => undefined),
    ]),
  );
});
