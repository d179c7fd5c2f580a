// The public lists a page is made of, kept in memory per list, so that a render after a write reads again only
// what the write may have changed (ADR 036). Pages are still all cleared on every write: what is kept here is
// the data, never a page.

export type ReadCache = ReturnType<typeof createReadCache>;

export function createReadCache() {
  /**
   * Each list's data, or its read under way. A write that may change a list removes it: a read begun before the
   * write may have missed it, so from then on it is neither shared nor kept (only the render that began it uses it,
   * and that render's page is not kept either: the response cache's generation check).
   */
  const entries = new Map<string, Promise<unknown>>();

  return {
    /** The kept data of `list`, the read under way begun since its last write, or a new read. */
    read(list: string, load: () => Promise<unknown>): Promise<unknown> {
      const kept = entries.get(list);
      if (kept) return kept;
      const value = load();
      entries.set(list, value);
      // A failed read is never kept: the next render tries again.
      value.catch(() => {
        if (entries.get(list) === value) entries.delete(list);
      });
      return value;
    },

    /** Forgets the lists named (null: every list). */
    invalidate(lists: readonly string[] | null) {
      if (lists === null) entries.clear();
      else for (const list of lists) entries.delete(list);
    },

    get size() {
      return entries.size;
    },
  };
}
