import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true after. The signed-in user is only
 * known in the browser, so the portal shows its spinner until then: the server's HTML and the first browser
 * render then agree.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
