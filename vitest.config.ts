import { defineConfig } from 'vitest/config';

// Three projects, which `npm test` (scripts/test-all.mjs) runs and times one after another:
//   unit        unit and API tests in Node, on PGlite (or PostgreSQL with TEST_DB=postgres)
//   process     tests that start real processes (the server, the staff command): slow, so kept apart
//   components  React components in a simulated DOM (happy-dom: docs/decisions/016-test-tooling.md)
// `vitest run --project NAME` runs one; a path filter (`vitest run src/server`) applies to all of them.
export const processTests = ['src/server/server-process.test.ts', 'src/cli/staff.test.ts', 'src/cli/backup.test.ts'];

export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one, here. Two keep both cores busy (and the
    // process tests spend much of their time waiting for the processes they start).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: processTests,
          // Fails any test during which the app answered outside its declared contract (src/server/response-check.ts).
          setupFiles: ['src/server/vitest-setup.ts'],
          globalSetup: ['tests/setup/pglite-template.ts'],
          // Files share a worker's loaded modules instead of importing Fastify, sharp and the app afresh for each
          // (half of this project's time). Safe because no test here mocks a module or changes process.env: each
          // builds its own app on its own database (src/server/test-app.ts).
          isolate: false,
          // PGlite boots a WASM Postgres per test file; give each file room on a 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: processTests,
          // Its three files at once: they spend most of their time waiting for the processes they start.
          maxWorkers: 3,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/components.ts'],
          // Room for Testing Library's waits (tests/setup/components.ts) on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
