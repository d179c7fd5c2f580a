// The landing page's international opportunities, in the order staff set.

import { defineEntity, EXAMPLES_CREATED, SERVER_SET_WORDS } from '../define';
import type { InternationalFeature } from './table';

const EXAMPLES: [title: string, description: string][] = [
  ['International Tours', 'Regular tours to Australia, New Zealand and Asia to play and learn abroad.'],
  ['Cultural Exchange', 'Players meet and host teams from other countries, sharing the culture of Papua New Guinea.'],
  ['Elite Competition', 'Tournaments against top regional clubs and academies, and a path towards scholarships.'],
];

export const internationalEntity = defineEntity<InternationalFeature>()({
  path: 'international',
  label: 'International feature',
  noun: 'Feature',
  ordering: 'order',
  section: { name: 'international', label: 'International' },
  columns: {
    id: 'public',
    title: 'public',
    description: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'international feature',
    plural: 'international features',
    namedBy: 'title',
    fields: { title: 'title', description: 'description', order: 'order', ...SERVER_SET_WORDS },
  },
  examples: {
    one: 'international feature',
    many: 'international features',
    rows: EXAMPLES.map(([title, description], i) => ({
      id: `fallback-international-${i + 1}`,
      title,
      description,
      order: i + 1,
      createdAt: EXAMPLES_CREATED,
      updatedAt: EXAMPLES_CREATED,
    })),
  },
});
