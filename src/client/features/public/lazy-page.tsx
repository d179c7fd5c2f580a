// Each public page is its own chunk, so a visitor downloads the code of the page they open and not of every page.
// The server loads the page before rendering (preload), so its HTML is complete; in the browser the page's
// Suspense boundary keeps that HTML until the chunk arrives and then hydrates it: no spinner, no layout shift.
import { type ComponentType, Suspense, use, useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { SiteLayout } from './layout/site-layout';

/** A promise React's `use` can read synchronously once settled (the status fields React itself uses). */
type Thenable<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export type LazyPage = ComponentType & { preload(): Promise<void> };

const RELOADED_KEY = 'page-chunk-reload';

/** A failed chunk (a dropped mobile connection) reloads the page once: the server sends it complete. */
function recoverFromFailedChunk(): Promise<never> {
  try {
    if (typeof window !== 'undefined' && !window.sessionStorage.getItem(RELOADED_KEY)) {
      window.sessionStorage.setItem(RELOADED_KEY, '1');
      window.location.reload();
    }
  } catch {
    // Storage refused (private mode): no reload, rather than risk a loop.
  }
  // Never settles: the server's HTML stays as it is, readable and with working links.
  return new Promise<never>(() => {});
}

function PageContent({ load }: { load: () => Promise<ComponentType> }) {
  const Page = use(load());
  // Marks the page interactive (its boundary hydrated): tests and tools wait for this instead of guessing.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  return <Page />;
}

function PublicPage({ load }: { load: () => Promise<ComponentType> }) {
  return (
    <SiteLayout>
      <Suspense fallback={<Spinner label="Loading..." fullScreen />}>
        <PageContent load={load} />
      </Suspense>
    </SiteLayout>
  );
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let thenable: Thenable<ComponentType> | undefined;
  const start = (): Promise<ComponentType> => {
    if (!thenable) {
      const pending: Thenable<ComponentType> = load().then((m) => m.default, recoverFromFailedChunk);
      pending.status = 'pending';
      pending.then((value) => {
        pending.status = 'fulfilled';
        pending.value = value;
      });
      thenable = pending;
    }
    return thenable;
  };
  // One component per route, made once when the route table loads (not during a render).
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  const Route = () => <PublicPage load={start} />;
  // Resolves once `use` can read the page synchronously.
  return Object.assign(Route, { preload: () => start().then(() => undefined) });
}
