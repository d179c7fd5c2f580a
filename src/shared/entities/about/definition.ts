// The landing page's about features: icon, title and text, in the order staff set.

import { defineEntity, EXAMPLES_CREATED, SERVER_SET_WORDS } from '../define';
import type { AboutFeature } from './table';

export const aboutEntity = defineEntity<AboutFeature>()({
  path: 'about',
  label: 'About feature',
  noun: 'Feature',
  ordering: 'order',
  section: { name: 'about', label: 'About' },
  columns: {
    id: 'public',
    icon: 'public',
    title: 'public',
    description: 'public',
    color: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'about feature',
    plural: 'about features',
    namedBy: 'title',
    fields: {
      title: 'title',
      icon: 'icon',
      description: 'description',
      color: 'color',
      order: 'order',
      ...SERVER_SET_WORDS,
    },
  },
  examples: {
    one: 'feature',
    many: 'features',
    rows: [
      {
        id: 'fallback-about-1',
        icon: 'Zap',
        title: 'Elite Development',
        description:
          'Structured coaching from U10 to senior level builds fundamentals, skills and game sense at every stage.',
        color: 'bg-club-red',
        order: 1,
        createdAt: EXAMPLES_CREATED,
        updatedAt: EXAMPLES_CREATED,
      },
      {
        id: 'fallback-about-2',
        icon: 'Globe',
        title: 'International Exposure',
        description: 'Tours and tournaments overseas give our players experience against the best teams in the region.',
        color: 'bg-yellow-500',
        order: 2,
        createdAt: EXAMPLES_CREATED,
        updatedAt: EXAMPLES_CREATED,
      },
      {
        id: 'fallback-about-3',
        icon: 'Users',
        title: 'Character Building',
        description:
          'Discipline, respect and teamwork on and off the court, so players grow into leaders of their communities.',
        color: 'bg-black',
        order: 3,
        createdAt: EXAMPLES_CREATED,
        updatedAt: EXAMPLES_CREATED,
      },
    ],
  },
});
