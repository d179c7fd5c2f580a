import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while the browser hydrates the server's HTML, true after. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
