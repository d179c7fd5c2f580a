// International tours: /tours and /tours/{slug} (ADR 051).

import { defineEntity, NOT_LOGGED, SERVER_SET_WORDS } from '../define';
import type { Tour } from './table';

export const toursEntity = defineEntity<Tour>()({
  path: 'tours',
  label: 'Tour',
  noun: 'Tour',
  ordering: 'start-day',
  section: { name: 'tours', label: 'Tours' },
  image: { mode: 'url', column: 'imageUrl' },
  markdown: 'description',
  // The squad is ids of profiles, each shown by its own publishing choices; the money raised is not a column (it is
  // summed from the contributions, whose supporters' choices decide what is shown).
  columns: {
    id: 'public',
    title: 'public',
    slug: 'public',
    destination: 'public',
    startDate: 'public',
    endDate: 'public',
    status: 'public',
    imageUrl: 'public',
    description: 'public',
    itinerary: 'public',
    playerIds: 'public',
    coachIds: 'public',
    targetKina: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'tour',
    plural: 'tours',
    namedBy: 'title',
    fields: {
      title: 'title',
      destination: 'destination',
      startDate: 'starts',
      endDate: 'ends',
      status: 'status',
      imageUrl: 'cover picture',
      description: 'description',
      itinerary: 'itinerary',
      playerIds: 'players',
      coachIds: 'coaches',
      targetKina: 'fundraising target',
      // Made by the server from the title.
      slug: NOT_LOGGED,
      ...SERVER_SET_WORDS,
    },
  },
});
