// The server's half of the pathway entity (src/shared/entities/pathway/definition.ts): its writes' rules.
import { insertPathwaySchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const pathwayServer = defineServerEntity('pathway', {
  insert: fixed(insertPathwaySchema),
  demo: () => import('./demo/pathway').then((demo) => demo.pathwayDemo),
});
