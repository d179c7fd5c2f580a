// The server's half of the merchandise entity (src/shared/entities/merchandise/definition.ts): its table and rules.
import { insertMerchandiseSchema, merchandise } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const merchandiseServer = defineServerEntity('merchandise', {
  table: merchandise,
  insert: fixed(insertMerchandiseSchema),
});
