// The server renders each island with a component; the browser loads it by name from the registry. Both must be the
// same component, or the browser would hydrate the server's HTML with something else.
import { describe, expect, it } from 'vitest';
import { listPath } from '../../shared/entities';
import { api } from '../../shared/paths';
import { renderPublicPage } from '../entry-server';
import { createQueryClient } from '../lib/query-client';
import { notFoundRoute, publicRoutes } from '../routes';
import { ISLANDS, type IslandName } from './registry';

// Registration open, with a team to apply for: /register shows its form and the form's island.
const SETTINGS = {
  id: 'x',
  contactAddress: 'Waigani',
  contactPhone: '+675 1',
  contactEmail: 'a@b.pg',
  registrationOpen: true,
  season: '2027 Season',
};
const TEAM = { id: 't', name: 'U14 Development', ageGroup: 'Under 14', description: '', features: [], color: 'red' };
const data = (key: string) => (key === api.settings ? SETTINGS : key === listPath('teams') ? [TEAM] : []);

function render(route: (typeof publicRoutes)[number]) {
  const queryClient = createQueryClient();
  for (const key of route.prefetch) queryClient.setQueryData([key], data(key));
  return renderPublicPage(queryClient, route, route.path);
}

describe('islands', () => {
  const expected: Record<string, IslandName[]> = {
    '/': ['navbar', 'contact'],
    '/gallery': ['navbar', 'gallery'],
    '/sponsors': ['navbar'],
    '/merchandise': ['navbar', 'merchandise'],
    '/profiles': ['navbar', 'profiles'],
    '/fixtures': ['navbar'],
    '/news': ['navbar'],
    '/news/:slug': ['navbar'],
    // Tours: cards, a bar and lists, no island of their own.
    '/tours': ['navbar'],
    '/tours/:slug': ['navbar'],
    '/register': ['navbar', 'register', 'registration-send'],
    '/register/sent': ['navbar', 'registration-sent'],
    '/register/code-of-conduct': ['navbar'],
    // Follow by email: plain forms, no island of their own.
    '/follow': ['navbar'],
    '/follow/sent': ['navbar'],
    '/follow/confirm': ['navbar'],
    '/follow/manage': ['navbar'],
    '/follow/unsubscribe': ['navbar'],
    '*': ['navbar'],
  };

  for (const route of [...publicRoutes, notFoundRoute]) {
    it(`${route.path} renders its islands with the components the browser loads for them`, async () => {
      const { html, islands } = render(route);
      expect([...islands.keys()].sort()).toEqual([...expected[route.path]!].sort());
      for (const [name, component] of islands) {
        expect((await ISLANDS[name].load()).default).toBe(component);
        expect(html).toContain(`data-island="${name}"`);
      }
    });
  }

  it('names each island by the module the build manifest lists it under', async () => {
    for (const island of Object.values(ISLANDS)) {
      const bySource = (await import(/* @vite-ignore */ `../../../${island.src}`)) as { default: unknown };
      expect((await island.load()).default).toBe(bySource.default);
    }
  });
});
