/** The server's rows, or the spec's fallback content when it has none (spec section 3). */
export function withFallback<T>(rows: T[] | undefined, fallback: T[]): T[] | undefined {
  if (rows === undefined) return undefined;
  return rows.length > 0 ? rows : fallback;
}
