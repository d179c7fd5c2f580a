// The server's half of the teams entity (src/shared/entities/teams/definition.ts): its table and rules.
import { insertTeamSchema, teams } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const teamsServer = defineServerEntity('teams', { table: teams, insert: fixed(insertTeamSchema) });
