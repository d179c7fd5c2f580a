// The server's half of the pathway entity (src/shared/entities/pathway/definition.ts): its table and rules.
import { insertPathwaySchema, pathwaySteps } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const pathwayServer = defineServerEntity('pathway', { table: pathwaySteps, insert: fixed(insertPathwaySchema) });
