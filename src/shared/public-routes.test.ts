import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { findRouteFacts, fixedPublicPaths, isPortalPath, matchPublicPage } from './public-routes';

describe('public route facts', () => {
  it('matches a path to its page, with the values of its `:name` segments as sent', () => {
    expect(matchPublicPage('/news')).toEqual({ name: 'news', params: {} });
    expect(matchPublicPage('/news/under-16s-win')).toEqual({ name: 'article', params: { slug: 'under-16s-win' } });
    expect(matchPublicPage('/tours/fiji-2027')).toEqual({ name: 'tour', params: { slug: 'fiji-2027' } });
  });

  it('matches no page for an unknown path, an empty segment or a deeper one', () => {
    expect(matchPublicPage('/nothing-here')).toBeUndefined();
    expect(matchPublicPage('/news/')).toBeUndefined();
    expect(matchPublicPage('/news/a/b')).toBeUndefined();
    expect(findRouteFacts(paths.admin)).toBeUndefined();
  });

  it('gives the server what it keeps and reads for a page', () => {
    expect(findRouteFacts('/news/under-16s-win')?.preview).toBe(true);
    expect(findRouteFacts(paths.registrationSent)?.perRequest).toBe(true);
    expect(findRouteFacts(paths.gallery)?.queryParam).toBe('category');
    expect(findRouteFacts(paths.sponsors)?.prefetch).toEqual(['/api/sponsors']);
  });

  it('lists for search engines the fixed paths of the listed pages only', () => {
    const listed = fixedPublicPaths();
    expect(listed).toContain(paths.home);
    expect(listed).toContain(paths.tours);
    expect(listed).not.toContain(paths.registrationSent);
    expect(listed).not.toContain(paths.followConfirm);
    expect(listed.some((path) => path.includes(':'))).toBe(false);
  });

  it('tells the portal apart from public pages', () => {
    expect(isPortalPath(paths.auth)).toBe(true);
    expect(isPortalPath(paths.adminSection('teams'))).toBe(true);
    expect(isPortalPath('/administrators')).toBe(false);
    expect(isPortalPath(paths.home)).toBe(false);
  });
});
