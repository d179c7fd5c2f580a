// The landing page's player pathway: one step per age group, in the order staff set.

import { defineEntity, EXAMPLES_CREATED, SERVER_SET_WORDS } from '../define';
import type { PathwayStep } from './table';

const EXAMPLES: [age: string, title: string, description: string, color: string][] = [
  ['U10', 'Foundation', 'Fun first: movement, ball handling and a love for the game.', 'bg-green-600'],
  ['U14', 'Development', 'Core skills, team play and the habits of training well.', 'bg-blue-600'],
  ['U16', 'Competitive', 'Structured competition, game strategy and physical preparation.', 'bg-yellow-500'],
  ['U19', 'Pre-Elite', 'High-performance training and selection for representative and touring teams.', 'bg-club-red'],
  ['SNR', 'Elite', 'Senior competition, national league play and mentoring the next generation.', 'bg-black'],
];

export const pathwayEntity = defineEntity<PathwayStep>()({
  path: 'pathway',
  label: 'Pathway step',
  noun: 'Step',
  ordering: 'order',
  section: { name: 'pathway', label: 'Player Pathway' },
  columns: {
    id: 'public',
    age: 'public',
    title: 'public',
    description: 'public',
    color: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'pathway step',
    plural: 'pathway steps',
    namedBy: 'title',
    fields: {
      age: 'age',
      title: 'title',
      description: 'description',
      color: 'color',
      order: 'order',
      ...SERVER_SET_WORDS,
    },
  },
  examples: {
    one: 'pathway step',
    many: 'pathway steps',
    rows: EXAMPLES.map(([age, title, description, color], i) => ({
      id: `fallback-pathway-${i + 1}`,
      age,
      title,
      description,
      color,
      order: i + 1,
      createdAt: EXAMPLES_CREATED,
      updatedAt: EXAMPLES_CREATED,
    })),
  },
});
