// Coaches' profiles: adults who agreed to their profile, shown in full.

import { defineEntity, SERVER_SET_WORDS } from '../define';
import type { Coach } from './table';

export const coachesEntity = defineEntity<Coach>()({
  path: 'coaches',
  label: 'Coach',
  noun: 'Coach',
  ordering: 'created',
  // Beside the players, in their section; written by those who may change the website content.
  section: 'profiles',
  image: { mode: 'file', field: 'photo', column: 'photoUrl' },
  columns: {
    id: 'public',
    name: 'public',
    age: 'public',
    dateOfBirth: 'public',
    location: 'public',
    role: 'public',
    description: 'public',
    photoUrl: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'coach',
    plural: 'coaches',
    namedBy: 'name',
    fields: {
      name: 'name',
      role: 'role',
      dateOfBirth: 'date of birth',
      age: 'age',
      location: 'from',
      description: 'description',
      photoUrl: 'photo',
      ...SERVER_SET_WORDS,
    },
  },
});
