// The server's half of the sponsors entity (src/shared/entities/sponsors/definition.ts): its table and rules.
import { insertSponsorSchema, sponsors } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const sponsorsServer = defineServerEntity('sponsors', { table: sponsors, insert: fixed(insertSponsorSchema) });
