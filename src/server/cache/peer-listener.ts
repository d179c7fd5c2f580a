// One dedicated PostgreSQL connection that LISTENs for other instances' writes. A pooled connection cannot do
// this: LISTEN belongs to a session, and the pool hands sessions out to queries.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { decodeWrite, type Scope } from './write-scope';

// Until it listens again the instance caches nothing (every visit renders): it retries often, so that caching
// resumes within a second of the database's return. An attempt refused costs the database next to nothing.
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 500;
/** A database that does not answer at all (a dropped network path) is tried again after this long. */
const CONNECT_TIMEOUT_MS = 2000;

export type PeerListenerOptions = {
  url: string;
  channel: string;
  /** Notifications this instance sent itself are ignored: it cleared its cache before sending them. */
  instanceId: string;
  log: FastifyBaseLogger;
  /** Another instance (or a command) wrote: the lists of `scope` (null: every list) may have changed. */
  onPeerWrite(scope: Scope): void;
  /** Listening: from now on every write is heard (but writes made before may have been missed). */
  onListening(): void;
  /** Not listening: writes elsewhere go unheard until onListening. */
  onLost(): void;
};

export type PeerListener = {
  /** Settles after the first attempt to connect, whether it worked or not (retries continue). */
  ready: Promise<void>;
  close(): Promise<void>;
};

export function listenForPeerWrites(options: PeerListenerOptions): PeerListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Whether the last connection listened: its loss is worth a warning, each failed attempt after it is not. */
  let wasListening = false;

  function scheduleRetry() {
    retryTimer = setTimeout(() => void connect(), retryMs);
    // A pending retry alone must not keep a process alive that is otherwise done.
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    const connection = new pg.Client({
      connectionString: options.url,
      application_name: 'club-cache-listener',
      // Notices a silently dropped network path instead of waiting forever for notifications.
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = connection;
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === connection) client = null;
      void connection.end().catch(() => {});
      if (closed) return;
      if (wasListening) options.log.warn({ err: error }, 'cache listener lost its database connection; reconnecting');
      else options.log.debug({ err: error }, 'cache listener could not connect; trying again');
      wasListening = false;
      options.onLost();
      scheduleRetry();
    };
    connection.on('error', lose);
    connection.on('end', () => lose());
    connection.on('notification', (message) => {
      if (message.channel !== options.channel) return;
      const { sender, scope } = decodeWrite(message.payload ?? '');
      if (sender !== options.instanceId) options.onPeerWrite(scope);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${options.channel}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost || closed) return;
    retryMs = FIRST_RETRY_MS;
    wasListening = true;
    options.onListening();
  }

  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    },
  };
}
