import { describe, expect, it } from 'vitest';
import { firstFreeSlug, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it('makes a readable address from a title', () => {
    expect(slugify('Under-16s Win the Port Moresby Cup!')).toBe('under-16s-win-the-port-moresby-cup');
    expect(slugify("Coach's Corner: Défense & Rebounds")).toBe('coachs-corner-defense-and-rebounds');
    expect(slugify('  --  ')).toBe('article');
  });

  it('stays short and well formed', () => {
    const slug = slugify('word '.repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('numbers a slug another article has', () => {
    expect(firstFreeSlug('season-opens', new Set())).toBe('season-opens');
    expect(firstFreeSlug('season-opens', new Set(['season-opens', 'season-opens-2']))).toBe('season-opens-3');
  });
});
