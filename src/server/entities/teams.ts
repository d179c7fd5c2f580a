// The server's half of the teams entity (src/shared/entities/teams/definition.ts): its writes' rules.
import { insertTeamSchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const teamsServer = defineServerEntity('teams', {
  insert: fixed(insertTeamSchema),
  demo: () => import('./demo/teams').then((demo) => demo.teamsDemo),
});
