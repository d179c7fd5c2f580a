/** The server's rows, or the fallback content when it has none (docs/product.md "Fallback content"). */
export function withFallback<T>(rows: T[] | undefined, fallback: T[]): T[] | undefined {
  if (rows === undefined) return undefined;
  return rows.length > 0 ? rows : fallback;
}
