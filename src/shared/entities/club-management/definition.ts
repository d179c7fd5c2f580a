// The club's office holders, on the landing page, in the order staff set.

import { defineEntity, SERVER_SET_WORDS } from '../define';
import type { ClubManagementMember } from './table';

export const clubManagementEntity = defineEntity<ClubManagementMember>()({
  path: 'club-management',
  label: 'Club management member',
  noun: 'Member',
  ordering: 'order',
  section: { name: 'club-management', label: 'Club Management' },
  image: { mode: 'file', field: 'photo', column: 'photoUrl' },
  columns: {
    id: 'public',
    name: 'public',
    role: 'public',
    photoUrl: 'public',
    order: 'public',
    createdAt: 'public',
    updatedAt: 'public',
  },
  activity: {
    noun: 'club management member',
    plural: 'club management members',
    namedBy: 'name',
    fields: { name: 'name', role: 'role', photoUrl: 'photo', order: 'order', ...SERVER_SET_WORDS },
  },
});
