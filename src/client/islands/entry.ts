// The only script of a public page: finds the page's islands and hydrates each with its own chunk. In the
// production build `react` here is Preact's compatible API (vite.islands.config.ts, ADR 011), about 10 kB in all;
// under `npm run dev` it is React itself.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes';
import { landOnAnchor } from './land-on-anchor';
import { ISLANDS, isIslandName } from './registry';

const RELOADED_KEY = 'island-chunk-reload';

async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) return;
  const { default: Component } = await ISLANDS[name].load();
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  hydrateRoot(element, createElement(Component as never, props));
}

/** A failed chunk (a dropped mobile connection) reloads the page once; the page stays readable either way. */
function recoverFromFailedChunk(): void {
  try {
    if (!sessionStorage.getItem(RELOADED_KEY)) {
      sessionStorage.setItem(RELOADED_KEY, '1');
      location.reload();
    }
  } catch {
    // Storage refused (private mode): no reload, rather than risk a loop.
  }
}

const islands = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
Promise.all(islands.map(hydrateIsland)).then(
  // Marks the page interactive: tests and tools wait for this instead of guessing.
  () => document.documentElement.setAttribute('data-hydrated', 'true'),
  recoverFromFailedChunk,
);
landOnAnchor();
