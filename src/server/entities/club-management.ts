// The server's half of the clubManagement entity (src/shared/entities/club-management/definition.ts): its table and rules.
import { clubManagement, insertClubManagementSchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const clubManagementServer = defineServerEntity('clubManagement', {
  table: clubManagement,
  insert: fixed(insertClubManagementSchema),
});
