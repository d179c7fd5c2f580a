// When an article is public (ADR 047), when the next scheduled one goes public, and the day an article is dated.
import { describe, expect, it } from 'vitest';
import { articleDay, isArticlePublic, nextArticleRelease } from './articles';

const NOW = new Date('2030-06-03T02:00:00.000Z');
const ZONE = 'Pacific/Port_Moresby';

describe('articles', () => {
  it('is public when published (whatever its date) or scheduled and its time has come; a draft never', () => {
    const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
    expect(isArticlePublic({ status: 'published', publishDate: '2099-01-01' }, NOW)).toBe(true);
    expect(isArticlePublic({ status: 'draft', publishDate: '2000-01-01' }, NOW)).toBe(false);
    expect(isArticlePublic({ status: 'scheduled', publishDate: at(1) }, NOW)).toBe(false);
    expect(isArticlePublic({ status: 'scheduled', publishDate: at(0) }, NOW)).toBe(true);
    expect(isArticlePublic({ status: 'scheduled', publishDate: new Date(at(-1)) }, NOW)).toBe(true);
  });

  it('names the earliest scheduled time still ahead, and nothing when none waits', () => {
    const articles = [
      { status: 'scheduled', publishDate: '2030-06-05T00:00:00.000Z' },
      { status: 'scheduled', publishDate: new Date('2030-06-04T00:00:00.000Z') },
      { status: 'scheduled', publishDate: '2030-06-01T00:00:00.000Z' },
      { status: 'draft', publishDate: '2030-06-03T03:00:00.000Z' },
      { status: 'published', publishDate: '2030-06-03T03:00:00.000Z' },
    ] as const;
    expect(nextArticleRelease(articles, NOW)).toBe(Date.parse('2030-06-04T00:00:00.000Z'));
    expect(nextArticleRelease(articles.slice(2), NOW)).toBeUndefined();
  });

  it("dates a day chosen alone by its UTC date and a scheduled time by the club's day", () => {
    expect(articleDay('2025-03-05T00:00:00.000Z', ZONE)).toBe('2025-03-05');
    expect(articleDay('2025-03-05T00:00:00.000Z', 'America/Los_Angeles')).toBe('2025-03-05');
    // Mon 30 Nov, 7:00 am in Port Moresby is Sunday 21:00 UTC.
    expect(articleDay('2026-11-29T21:00:00.000Z', ZONE)).toBe('2026-11-30');
  });
});
