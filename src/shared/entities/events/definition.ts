// A team's games, training sessions and tournaments: the fixtures page and the calendar feeds (ADR 029).

import { defineEntity, SERVER_SET_WORDS } from '../define';
import type { ClubEvent } from './table';

export const eventsEntity = defineEntity<ClubEvent>()({
  path: 'events',
  label: 'Event',
  noun: 'Event',
  ordering: 'starts',
  section: { name: 'fixtures', label: 'Fixtures & Results' },
  // A Coach writes their own teams' fixtures.
  access: { permission: 'fixtures', teamScoped: { words: "change another team's fixtures" } },
  // The notes are the fixtures page's and the calendar feed's ('Bring white singlets').
  columns: {
    id: 'public',
    teamId: 'public',
    kind: 'public',
    title: 'public',
    startsAt: 'public',
    endsAt: 'public',
    venue: 'public',
    homeAway: 'public',
    scoreFor: 'public',
    scoreAgainst: 'public',
    notes: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  // Named by its kind, title, team and day: the server's half (src/server/entities/events.ts).
  activity: {
    noun: 'event',
    plural: 'events',
    fields: {
      teamId: 'team',
      kind: 'kind',
      title: 'title',
      startsAt: 'starts',
      endsAt: 'ends',
      venue: 'venue',
      homeAway: 'home or away',
      scoreFor: 'our score',
      scoreAgainst: 'their score',
      notes: 'notes',
      ...SERVER_SET_WORDS,
    },
  },
});
