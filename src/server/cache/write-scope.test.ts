// Which lists each staff write reads again (ADR 036), and what the notification to other instances says.
import { describe, expect, it } from 'vitest';
import { ENTITIES, ENTITY_KEYS } from '../../shared/entities';
import { decodeWrite, encodeWrite, scopeOfRead, writeScope } from './write-scope';

describe('write scope', () => {
  it('a content write changes its own list, on every content route', () => {
    for (const suffix of ['', '/order', '/:id', '/:id/restore']) {
      expect(writeScope(`/api/admin/news${suffix}`)).toEqual(['news']);
      expect(writeScope(`/api/admin/gallery${suffix}`)).toEqual(['gallery']);
    }
  });

  it("a team's write also changes the lists with a foreign key into the teams: its events and players", () => {
    expect(new Set(writeScope('/api/admin/teams/:id'))).toEqual(new Set(['teams', 'events', 'players']));
    expect(new Set(writeScope('/api/admin/teams/:id/restore'))).toEqual(new Set(['teams', 'events', 'players']));
    expect(writeScope('/api/admin/events/:id')).toEqual(['events']);
  });

  it('every content entity has a scope that includes its own list', () => {
    for (const key of ENTITY_KEYS)
      expect(writeScope(`/api/admin/${ENTITIES[key].path}/:id`)).toContain(ENTITIES[key].path);
  });

  it('settings change the settings; uploads, enquiries and staff accounts nothing cached', () => {
    expect(writeScope('/api/admin/settings/:id')).toEqual(['settings']);
    expect(writeScope('/api/admin/upload')).toEqual([]);
    expect(writeScope('/api/admin/inquiries/:id')).toEqual([]);
    expect(writeScope('/api/admin/staff/:id/password')).toEqual([]);
  });

  it("a family's photo consent, from their page or its JSON call, changes the players' list", () => {
    expect(writeScope('/api/family/:token/consent')).toEqual(['players']);
    expect(writeScope('/family/:token/consent')).toEqual(['players']);
  });

  it('any write it does not know changes every list (the safe default)', () => {
    expect(writeScope('/api/admin/backup')).toBeNull();
    expect(writeScope('/api/admin/news/:id/publish')).toBeNull();
    expect(writeScope('/api/admin/settings')).toBeNull();
  });

  it("names a public read's list as the writes do", () => {
    expect(scopeOfRead('/api/news')).toBe('news');
    expect(scopeOfRead('/api/club-management')).toBe('club-management');
    expect(scopeOfRead('/api/settings')).toBe('settings');
  });

  it('carries the sender and the scope in the notification; a bare sender (a command) means every list', () => {
    expect(decodeWrite(encodeWrite('abc', ['teams', 'events']))).toEqual({ sender: 'abc', scope: ['teams', 'events'] });
    expect(decodeWrite(encodeWrite('abc', null))).toEqual({ sender: 'abc', scope: null });
    expect(decodeWrite('command')).toEqual({ sender: 'command', scope: null });
  });
});
