// The server's half of the international entity (src/shared/entities/international/definition.ts): its writes' rules.
import { insertInternationalSchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const internationalServer = defineServerEntity('international', {
  insert: fixed(insertInternationalSchema),
  demo: () => import('./demo/international').then((demo) => demo.internationalDemo),
});
