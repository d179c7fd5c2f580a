// What staff type in a portal form (or a family in the registration form), kept in this browser until it is saved
// (ADR 045): a reload, a crash or a lost line loses nothing. One entry per person, form and item; only text, numbers, choices and ticks (never a
// file, never a password). Storage that is missing, blocked or full leaves the forms working as before.

const PREFIX = 'club-draft:v1:';

/** A draft older than this is dropped: a week of evenings, then it is not what anybody still means to save. */
export const DRAFT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** A form's values as stored: what a text input, a select, a checkbox or a list of them holds. */
export type DraftValues = Record<string, string | number | boolean | null | (string | number)[]>;

export type Draft = {
  /** When it was last written (ms since 1970). */
  savedAt: number;
  /** The item's updatedAt the form was opened with; null for a new item. */
  version: string | null;
  values: DraftValues;
};

/** Whose, which form and which item ('new' while it is being created). */
export const draftKey = (userId: number, form: string, item: string) => `${PREFIX}${userId}:${form}:${item}`;

/** A public form's draft (a family's registration): the visitor has no account; the browser is theirs. */
export const publicDraftKey = (form: string) => `${PREFIX}public:${form}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser that blocks site data throws on reading localStorage itself.
    return null;
  }
}

function isDraft(value: unknown): value is Draft {
  const draft = value as Draft | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.savedAt === 'number' &&
    (draft.version === null || typeof draft.version === 'string') &&
    typeof draft.values === 'object' &&
    draft.values !== null
  );
}

/** The draft under `key`, or null; an unreadable or old one is removed. */
export function readDraft(key: string, now = Date.now()): Draft | null {
  const store = storage();
  try {
    const text = store?.getItem(key);
    if (!text) return null;
    const draft: unknown = JSON.parse(text);
    if (isDraft(draft) && now - draft.savedAt < DRAFT_KEEP_MS) return draft;
    store?.removeItem(key);
  } catch {
    // Unreadable: as if there were none.
  }
  return null;
}

/** Stores the draft; false when the browser would not (no storage, or full). */
export function writeDraft(key: string, draft: Draft): boolean {
  try {
    const store = storage();
    store?.setItem(key, JSON.stringify(draft));
    return store !== null;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove from.
  }
}

/** Removes every draft `which` selects (by key). */
function removeDrafts(which: (key: string, text: string) => boolean): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) if (which(key, store.getItem(key) ?? '')) store.removeItem(key);
  } catch {
    // Blocked storage holds no drafts.
  }
}

/** At sign-out: nothing one person typed stays for the next on a shared computer. */
export const removeDraftsOf = (userId: number) => removeDrafts((key) => key.startsWith(`${PREFIX}${userId}:`));

/** Drops the drafts of every person that are older than DRAFT_KEEP_MS (or unreadable). */
export function dropOldDrafts(now = Date.now()): void {
  removeDrafts((_key, text) => {
    try {
      const draft: unknown = JSON.parse(text);
      return !isDraft(draft) || now - draft.savedAt >= DRAFT_KEEP_MS;
    } catch {
      return true;
    }
  });
}

/** The values of a form that a draft keeps, in a fixed order: no files or other objects, and never `omit`. */
export function storableValues(values: Record<string, unknown>, omit: readonly string[] = []): DraftValues {
  const kept: DraftValues = {};
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    if (omit.includes(name)) continue;
    const plain = (item: unknown) => typeof item === 'string' || typeof item === 'number';
    if (plain(value) || typeof value === 'boolean' || value === null) kept[name] = value as string;
    else if (Array.isArray(value) && value.every(plain)) kept[name] = [...value];
  }
  return kept;
}

/** True when two forms' stored values are the same. */
export const sameValues = (a: DraftValues, b: DraftValues) => JSON.stringify(a) === JSON.stringify(b);
