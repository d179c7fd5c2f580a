// Readable addresses for articles (/news/{slug}): made once from the title, then kept, so shared links never break.

/** At most this many characters: a whole title is readable, a paragraph pasted as a title is not. */
export const SLUG_MAX_LENGTH = 80;
/** The slug of a title with no letters or digits (all punctuation, or a script without Latin letters). */
export const SLUG_FALLBACK = 'article';
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'Under-16s Win the Port Moresby Cup!' -> 'under-16s-win-the-port-moresby-cup'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || SLUG_FALLBACK;
}

/** The first of base, base-2, base-3 ... that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
