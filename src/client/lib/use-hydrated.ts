import { useEffect, useState } from 'react';

/**
 * False on the server and in the browser's first render, true once mounted. State set in an effect, not
 * useSyncExternalStore: the island hydrater (Preact) keeps the server's attributes during hydration, so the first
 * browser render must match the server's and the change must come as an update.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
