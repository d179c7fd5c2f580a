// The server's half of coaches (src/shared/entities/coaches/definition.ts): the age worked out on the club's day.
import { coachSchemaOn } from '../../shared/schema';
import { prepareCoach } from '../services/people';
import { defineServerEntity } from './define';

export const coachesServer = defineServerEntity('coaches', {
  insert: coachSchemaOn,
  demo: () => import('./demo/coaches').then((demo) => demo.coachesDemo),
  prepare: prepareCoach,
});
