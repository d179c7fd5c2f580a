// The server's half of the about entity (src/shared/entities/about/definition.ts): its writes' rules.
import { insertAboutSchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const aboutServer = defineServerEntity('about', {
  insert: fixed(insertAboutSchema),
  demo: () => import('./demo/about').then((demo) => demo.aboutDemo),
});
