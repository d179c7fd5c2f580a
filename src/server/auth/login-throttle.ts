// Failed sign-ins are counted per address and username, and per address alone; only failures count, so staff
// signing in many times a day (or a test suite) are never locked out, while guessing is.
export type LoginThrottle = {
  /** Milliseconds until this address may try this username again; 0 when it may now. */
  retryAfter(ip: string, username: string): number;
  recordFailure(ip: string, username: string): void;
  recordSuccess(ip: string, username: string): void;
};

type Options = { perUser?: number; perAddress?: number; windowMs?: number; now?: () => number };

export function createLoginThrottle({
  perUser = 10,
  perAddress = 50,
  windowMs = 15 * 60 * 1000,
  now = Date.now,
}: Options = {}): LoginThrottle {
  const failures = new Map<string, number[]>();
  const userKey = (ip: string, username: string) => `${ip}\n${username.trim().toLowerCase()}`;

  /** Failure times still inside the window; forgets keys with none left so the map stays small. */
  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((t) => t > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  const waitFor = (key: string, limit: number): number => {
    const times = recent(key);
    return times.length >= limit ? times[times.length - limit]! + windowMs - now() : 0;
  };

  return {
    retryAfter: (ip, username) => Math.max(waitFor(userKey(ip, username), perUser), waitFor(ip, perAddress)),
    recordFailure(ip, username) {
      for (const key of [userKey(ip, username), ip]) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(ip, username) {
      failures.delete(userKey(ip, username));
    },
  };
}
