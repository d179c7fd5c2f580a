// A public page's first script (a few hundred bytes): it starts the islands' code only once the page has painted.
// On a slow link the scripts and the first paint no longer share the line: the page shows its text as soon as the
// stylesheet is in, then becomes interactive (ADR 037). The modules to load are named on this script's element:
// the islands' entry first, then every chunk it will import, fetched at once as before.
// MODULES_ATTRIBUTE of island-attributes.ts, repeated so that this file shares no chunk with the entry.
const MODULES_ATTRIBUTE = 'data-modules';

function loadModules(): void {
  const [entry, ...chunks] =
    document.querySelector(`script[${MODULES_ATTRIBUTE}]`)?.getAttribute(MODULES_ATTRIBUTE)?.split(' ') ?? [];
  if (!entry) return;
  // Named relative to this script's folder (/assets/).
  const url = (name: string) => new URL(name, import.meta.url).href;
  for (const name of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url(name);
    document.head.append(link);
  }
  void import(/* @vite-ignore */ url(entry));
}

/** Runs `start` once the first paint is on screen, or at once where no paint is coming (a background tab). */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(start);
  };
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') once();
  });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(once));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  }).observe({ type: 'paint', buffered: true });
}

afterFirstPaint(loadModules);
