import type { MouseEvent } from 'react';

/**
 * A primary click without modifier keys: the island acts on it in place. Ctrl-, Shift- or middle-clicking a link
 * the island enhances still does what the browser does with a link (a new tab, a download).
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
