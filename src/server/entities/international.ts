// The server's half of the international entity (src/shared/entities/international/definition.ts): its table and rules.
import { insertInternationalSchema, internationalFeatures } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const internationalServer = defineServerEntity('international', {
  table: internationalFeatures,
  insert: fixed(insertInternationalSchema),
});
