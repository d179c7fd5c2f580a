// The server's half of the about entity (src/shared/entities/about/definition.ts): its table and rules.
import { aboutFeatures, insertAboutSchema } from '../../shared/schema';
import { defineServerEntity, fixed } from './define';

export const aboutServer = defineServerEntity('about', { table: aboutFeatures, insert: fixed(insertAboutSchema) });
