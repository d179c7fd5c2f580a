// The server's half of the clubManagement entity (src/shared/entities/club-management/definition.ts): its writes' rules.
import { insertClubManagementSchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const clubManagementServer = defineServerEntity('clubManagement', {
  insert: fixed(insertClubManagementSchema),
  demo: () => import('./demo/club-management').then((demo) => demo.clubManagementDemo),
});
