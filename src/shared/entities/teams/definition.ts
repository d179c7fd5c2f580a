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
    // How the coach counts who is coming: read by every portal that lists teams, Coaches' included.
    trainingCountsAsComing: 'public',
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
      trainingCountsAsComing: 'training counts players as coming',
      ...SERVER_SET_WORDS,
    },
  },
});
