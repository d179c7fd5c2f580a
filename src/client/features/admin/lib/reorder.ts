// Moving one item of an ordered list (ADR 026). A section may show only part of the list (a merchandise
// collection, a filter), so moves are made among the items shown and answered as the whole list in its new order,
// which is what the server's reorder call takes.

type Identified = { id: string };

/** The list with `id` taken out and put just before or after `targetId`; every other item keeps its place. */
export function moveBeside<T extends Identified>(
  items: readonly T[],
  id: string,
  targetId: string,
  side: 'before' | 'after',
): T[] {
  const moving = items.find((item) => item.id === id);
  if (!moving || id === targetId || !items.some((item) => item.id === targetId)) return [...items];
  const rest = items.filter((item) => item.id !== id);
  const at = rest.findIndex((item) => item.id === targetId) + (side === 'after' ? 1 : 0);
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/**
 * `id` moved one place up (-1) or down (+1) among the items `shown`, as the whole list; null when it is already
 * first or last of them.
 */
export function moveStep<T extends Identified>(
  items: readonly T[],
  shown: readonly Identified[],
  id: string,
  step: -1 | 1,
): T[] | null {
  const index = shown.findIndex((item) => item.id === id);
  const neighbour = index === -1 ? undefined : shown[index + step];
  if (!neighbour) return null;
  return moveBeside(items, id, neighbour.id, step === -1 ? 'before' : 'after');
}

/**
 * `id` dropped on `targetId`: it takes the target's place, so the target moves one along, away from where the
 * dragged item came from (dropping on a later card puts it after that card, on an earlier one before it).
 */
export function dropOn<T extends Identified>(
  items: readonly T[],
  shown: readonly Identified[],
  id: string,
  targetId: string,
): T[] {
  const from = shown.findIndex((item) => item.id === id);
  const to = shown.findIndex((item) => item.id === targetId);
  if (from === -1 || to === -1) return [...items];
  return moveBeside(items, id, targetId, to > from ? 'after' : 'before');
}

/** Where an item now is among those shown, for the announcement after a move: 'position 2 of 5'. */
export function positionOf(shown: readonly Identified[], id: string): { position: number; of: number } {
  return { position: shown.findIndex((item) => item.id === id) + 1, of: shown.length };
}
