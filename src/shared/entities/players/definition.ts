// Players' profiles: children, shown as their publishing choices allow (ADR 027).

import { defineEntity, SERVER_SET_WORDS } from '../define';
import type { Player } from './table';

export const playersEntity = defineEntity<Player>()({
  path: 'players',
  label: 'Player',
  noun: 'Player',
  ordering: 'created',
  section: { name: 'profiles', label: 'Profiles' },
  // A Coach writes their own teams' players; deleting a child's profile is an Admin's or an Editor's.
  access: {
    permission: 'players',
    deletePermission: 'players.delete',
    teamScoped: { words: "change another team's players" },
  },
  image: { mode: 'file', field: 'photo', column: 'photoUrl' },
  // A child's details: the publishing choices themselves are the staff's.
  columns: {
    id: 'public',
    name: 'public',
    age: 'public',
    dateOfBirth: 'when-allowed',
    location: 'public',
    position: 'public',
    teamId: 'public',
    jerseyNumber: 'public',
    description: 'public',
    photoUrl: 'when-allowed',
    nameOnWebsite: 'private',
    showDateOfBirth: 'private',
    showPhoto: 'private',
    photoConsentDate: 'private',
    familyId: 'private',
    createdAt: 'public',
    updatedAt: 'public',
  },
  // Named as a child is, first name and last initial: the server's half (src/server/entities/players.ts).
  activity: {
    noun: 'player',
    plural: 'players',
    fields: {
      name: 'name',
      position: 'position',
      teamId: 'team',
      jerseyNumber: 'jersey number',
      dateOfBirth: 'date of birth',
      age: 'age',
      location: 'from',
      description: 'description',
      photoUrl: 'photo',
      nameOnWebsite: 'name on the website',
      photoConsentDate: 'photo consent',
      familyId: 'family',
      showDateOfBirth: 'show date of birth',
      showPhoto: 'show photo',
      ...SERVER_SET_WORDS,
    },
  },
});
