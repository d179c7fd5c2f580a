#!/usr/bin/env node
// `npm test`: every test runner, one after another, then one closing line `N passed, N failed`.
//   1. unit and API tests on embedded PGlite (Vitest)
//   2. the API tests again on PostgreSQL when TEST_DATABASE_URL is set
//   3. a production build, then the end-to-end tests in Chromium (Playwright)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let runnerFailed = false;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) runnerFailed = true;
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) {
    runnerFailed = true;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) {
    runnerFailed = true;
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const vitest = (out, ...paths) => [
  'vitest',
  'run',
  ...paths,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
];

run('Unit and API tests on PGlite', 'npx', vitest(`${results}/vitest-pglite.json`));
countVitest(`${results}/vitest-pglite.json`);

if (process.env.TEST_DATABASE_URL) {
  run('API tests on PostgreSQL', 'npx', vitest(`${results}/vitest-postgres.json`, 'src/server'), {
    TEST_DB: 'postgres',
  });
  countVitest(`${results}/vitest-postgres.json`);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped.');
}

if (run('Production build', 'npm', ['run', 'build'])) {
  // playwright.config.ts writes its JSON report to test-results/e2e.json.
  run('End-to-end tests in Chromium', 'npx', ['playwright', 'test']);
  countPlaywright(`${results}/e2e.json`);
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(runnerFailed || totals.failed > 0 ? 1 : 0);
