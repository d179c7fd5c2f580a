import { describe, expect, it } from 'vitest';
import { sectionFromPath } from './section-path';

describe('sectionFromPath', () => {
  it('reads the section after /admin', () => {
    expect(sectionFromPath('/admin/teams')).toBe('teams');
    expect(sectionFromPath('/admin/club-management')).toBe('club-management');
    expect(sectionFromPath('/admin/settings/')).toBe('settings');
  });

  it('ignores the query string and the hash', () => {
    expect(sectionFromPath('/admin/news?tab=1')).toBe('news');
    expect(sectionFromPath('/admin/gallery#top')).toBe('gallery');
  });

  it('falls back to About for /admin and unknown sections', () => {
    expect(sectionFromPath('/admin')).toBe('about');
    expect(sectionFromPath('/admin?x=1')).toBe('about');
    expect(sectionFromPath('/admin/nope')).toBe('about');
    expect(sectionFromPath('/admin/TEAMS')).toBe('about');
  });
});
