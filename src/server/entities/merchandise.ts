// The server's half of the merchandise entity (src/shared/entities/merchandise/definition.ts): its writes' rules.
import { insertMerchandiseSchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const merchandiseServer = defineServerEntity('merchandise', {
  insert: fixed(insertMerchandiseSchema),
  demo: () => import('./demo/merchandise').then((demo) => demo.merchandiseDemo),
});
