/** Items grouped under their category, categories in alphabetical order; items keep their order. */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
