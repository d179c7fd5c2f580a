// What the response cache keeps, and what its producers answer: read by the cache (response-cache.ts), the copies
// it sets aside for an outage (fallbacks.ts), the senders (send-cached.ts) and the producers themselves.
import type { EncodedBody } from './encoded-body';

/** What a producer (the renderer, a list query) answers. */
export type Produced = {
  status: number;
  contentType: string;
  body: string | Buffer;
  /** False answers this request without keeping the response (a page asked for with a value it does not know). */
  keep?: boolean;
  /** When the response goes stale by the clock alone (an event ends, so a page's "upcoming" changes), in ms. */
  expiresAt?: number;
};
export type CachedResponse = {
  status: number;
  contentType: string;
  body: EncodedBody;
  keep?: boolean;
  expiresAt?: number;
};
