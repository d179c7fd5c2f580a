// The server's half of the sponsors entity (src/shared/entities/sponsors/definition.ts): its writes' rules.
import { insertSponsorSchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const sponsorsServer = defineServerEntity('sponsors', {
  insert: fixed(insertSponsorSchema),
  demo: () => import('./demo/sponsors').then((demo) => demo.sponsorsDemo),
});
