// Pages kept for a database outage (stale-if-error): when another instance's writes stop being heard (the
// database went away with the listening connection), what was being served is set aside, and answers a request
// whose own rendering finds the database unreachable. Writes cannot succeed meanwhile, and once the database is
// back everything is rendered afresh.
import { type ClubClock, nextClubMidnight } from '../../shared/club-time';
import type { CachedResponse } from './cached-response';

export function createFallbacks({ now, timeZone }: ClubClock, staleIfErrorMs: number) {
  let held = new Map<string, { response: CachedResponse; until: number }>();
  return {
    /**
     * Sets aside `entries`, each until the earliest of: `staleIfErrorMs` from now, the club's next midnight (what
     * the public may see changes with the date, ADR 027) and its own expiry (the fixtures page when a game ends).
     */
    keep(entries: Map<string, CachedResponse>) {
      const time = now().getTime();
      const latest = Math.min(time + staleIfErrorMs, nextClubMidnight(new Date(time), timeZone).getTime());
      held = new Map(
        [...entries].map(([key, response]) => [
          key,
          { response, until: Math.min(latest, response.expiresAt ?? Number.POSITIVE_INFINITY) },
        ]),
      );
    },
    /** The response set aside for key, unless it has run out. */
    get(key: string): CachedResponse | undefined {
      const fallback = held.get(key);
      return fallback && now().getTime() < fallback.until ? fallback.response : undefined;
    },
    drop() {
      held.clear();
    },
  };
}
