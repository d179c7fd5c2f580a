// Which errors mean "the database cannot answer right now" (503 with Retry-After) rather than a bug (500).
// Drizzle wraps a driver's error in its own (`cause`); the SQLSTATE, socket code or message sits on the driver's.

/** Seconds a client is told to wait before trying again: long enough for a restart or failover to finish. */
export const RETRY_AFTER_SECONDS = 5;

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is down, starting, shutting down, overloaded or busy, never of a bad request:
 * class 08 (connection lost), 53 (too many connections, out of memory or disk), 57014 (statement timeout),
 * 57P0x (terminated, shutting down, cannot connect now, database dropped), 55000 (e.g. ALLOW_CONNECTIONS
 * false), 55006 and 55P03 (object in use, lock not available), 40001 and 40P01 (serialization failure,
 * deadlock: trying again succeeds).
 */
function isUnavailableState(code: string): boolean {
  return (
    code.startsWith('08') ||
    code.startsWith('53') ||
    /^57P0\d$/.test(code) ||
    ['57014', '55000', '55006', '55P03', '40001', '40P01'].includes(code)
  );
}

/**
 * Errors without a code: pg's 'Connection terminated unexpectedly' (a killed backend), the pool's 'timeout
 * exceeded when trying to connect', a client or pool used after its connection ended, the client-side query
 * timeout, and a closed PGlite.
 */
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|not queryable|after calling end on the pool|query read timeout|pglite is closed/i;

type Chained = { code?: unknown; message?: unknown; cause?: unknown };

/** The error and its causes, outermost first (bounded: a cause chain could loop). */
function chainOf(error: unknown): Chained[] {
  const chain: Chained[] = [];
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    chain.push(current as Chained);
    current = (current as Chained).cause;
  }
  return chain;
}

/** The first code along the cause chain: a SQLSTATE, a socket code or one of Fastify's. */
export function codeOf(error: unknown): string | undefined {
  for (const link of chainOf(error)) if (typeof link.code === 'string') return link.code;
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return chainOf(error).some(
    (link) =>
      (typeof link.code === 'string' && (SOCKET_CODES.has(link.code) || isUnavailableState(link.code))) ||
      (link.code === undefined && typeof link.message === 'string' && UNAVAILABLE_MESSAGE.test(link.message)) ||
      // PGlite's WebAssembly Postgres aborted: nothing more will run until the process restarts.
      link instanceof WebAssembly.RuntimeError,
  );
}
