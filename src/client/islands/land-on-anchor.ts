/**
 * Arriving from another page at /#news, the browser jumps to the anchor while the page is still settling (a web
 * font swapping in above it can push the section away); once the fonts are in, land on the section again.
 */
export function landOnAnchor(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  void document.fonts.ready.then(() => document.getElementById(id)?.scrollIntoView());
}
