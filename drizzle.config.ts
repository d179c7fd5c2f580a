import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/shared/schema.ts', './src/server/db/ops-schema.ts'],
  out: './drizzle',
});
