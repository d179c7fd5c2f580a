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

// Headings' web font (ADR 037): on a first visit asked for only after the first paint, so it does not share the
// slow line with what the page needs to paint; once seen, at once, from the browser's cache (no fallback flash).
const FONT_SEEN_KEY = 'display-font-seen';
function showDisplayFont(): void {
  document.documentElement.setAttribute('data-fonts', '');
  try {
    localStorage.setItem(FONT_SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode): the next page asks after its paint again.
  }
}
let fontSeen = false;
try {
  fontSeen = localStorage.getItem(FONT_SEEN_KEY) === '1';
} catch {
  // Storage refused: as on a first visit.
}
if (fontSeen) showDisplayFont();

afterFirstPaint(() => {
  showDisplayFont();
  loadModules();
});

// The worker that keeps the pages a visitor opened readable without signal (ADR 050), registered once the page has
// loaded so that it never shares the line with it. Public pages only: this script is theirs. A browser without
// service workers sees the site as before.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Refused (private mode, storage off): the site works as without it.
    });
  });
}
