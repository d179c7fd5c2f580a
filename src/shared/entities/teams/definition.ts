// The club's teams: the landing page's cards, and what players, fixtures and registrations belong to.

import { defineEntity, SERVER_SET_WORDS } from '../define';
import type { Team } from './table';

export const teamsEntity = defineEntity<Team>()({
  path: 'teams',
  label: 'Team',
  noun: 'Team',
  ordering: 'created',
  section: { name: 'teams', label: 'Teams' },
  image: { mode: 'url', column: 'imageUrl' },
  // Deleting a team unassigns its players and deletes its fixtures.
  alsoChanges: ['players', 'events'],
  columns: {
    id: 'public',
    name: 'public',
    ageGroup: 'public',
    description: 'public',
    features: 'public',
    color: 'public',
    imageUrl: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'team',
    plural: 'teams',
    namedBy: 'name',
    fields: {
      name: 'team name',
      ageGroup: 'age group',
      description: 'description',
      features: 'features',
      color: 'color',
      imageUrl: 'team photo',
      ...SERVER_SET_WORDS,
    },
  },
});
