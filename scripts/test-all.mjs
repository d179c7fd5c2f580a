#!/usr/bin/env node
// `npm test`: the machine's needs first (scripts/test-setup.mjs), then every check one after another, each timed:
//   lint, typecheck, the Vitest projects (vitest.config.ts; the unit one under a moved clock with TEST_MOVED_CLOCK), the API tests again on PostgreSQL when
//   TEST_DATABASE_URL is set (the whole unit and API project, under the Node binary NODE24 names when set), a
//   production build, the end-to-end tests in Chromium (Playwright).
// The last line is always `N passed, N failed[, N skipped]` over every test runner. Any failure, lint and
// typecheck included, makes the exit code non-zero.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensureDependencies, ensureFaketime, ensurePostgres, FAKETIME } from './test-setup.mjs';

const started = performance.now();
ensureChromium();
ensureFaketime();
ensureDependencies();
ensurePostgres();

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each part as it ran: its wall time and whether it passed. */
const parts = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const start = performance.now();
  const ok = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
  const seconds = (performance.now() - start) / 1000;
  parts.push({ label, seconds, ok });
  console.log(`--- ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return ok;
}

/** A report that is missing means the runner died before counting: that part has failed. */
function readReport(label, file) {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${label} wrote no report (${file}).`);
  parts.find((part) => part.label === label).ok = false;
  return undefined;
}

/** Like run, but also keeps the output, so a failure can be shown again at the end of the log. */
async function runKeepingOutput(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const start = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  const keep = (stream, sink) =>
    stream.on('data', (chunk) => {
      sink.write(chunk);
      output += chunk;
    });
  keep(child.stdout, process.stdout);
  keep(child.stderr, process.stderr);
  const ok = (await new Promise((resolve) => child.on('close', resolve))) === 0;
  const seconds = (performance.now() - start) / 1000;
  const part = { label, seconds, ok, output };
  parts.push(part);
  console.log(`--- ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return part;
}

/**
 * Runs Vitest under `node` (another Node binary runs it directly, and Vitest's workers inherit that binary), or under
 * `movedClock` (faketime: the process and its workers see that date and time, running on from it).
 */
async function vitest(label, out, args, env, { node, movedClock } = {}) {
  const vitestArgs = ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const part = node
    ? await runKeepingOutput(label, node, ['node_modules/vitest/vitest.mjs', ...vitestArgs], env)
    : movedClock
      ? await runKeepingOutput(label, FAKETIME, [movedClock, 'npx', 'vitest', ...vitestArgs], env)
      : await runKeepingOutput(label, 'npx', ['vitest', ...vitestArgs], env);
  const report = readReport(label, out);
  if (!report) return;
  totals.passed += report.numPassedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails outside its tests (a hook, an import, an unhandled error) fails no test: it still counts once.
  totals.failed += Math.max(report.numFailedTests, part.ok ? 0 : 1);
}

/** Vitest's account of what failed: from its first failure banner (⎯⎯ Failed Tests / Unhandled Errors ⎯⎯) on. */
function failureExcerpt(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const first = lines.findIndex((line) => /⎯{2,}.*(Failed|Unhandled|Error)/.test(line));
  return (first >= 0 ? lines.slice(first, first + 120) : lines.slice(-40)).join('\n');
}

run('Lint (Biome)', 'npm', ['run', '--silent', 'lint']);
run('Typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']);

// TEST_MOVED_CLOCK (CI sets it) runs this part on another day than the machine's: a test that depends on the day it
// runs, instead of the test app's clock, fails on the day it is written. The PostgreSQL run below keeps the real one.
const movedClock = process.env.TEST_MOVED_CLOCK;
await vitest(
  `Unit and API tests on PGlite${movedClock ? `, the clock moved to ${movedClock} UTC` : ''}`,
  `${results}/vitest-unit.json`,
  ['--project', 'unit'],
  {},
  { movedClock },
);
await vitest('Component tests in happy-dom', `${results}/vitest-components.json`, ['--project', 'components']);
await vitest('Process tests (real server and CLI processes)', `${results}/vitest-process.json`, [
  '--project',
  'process',
]);
if (process.env.TEST_DATABASE_URL && process.env.NODE24) {
  // A second Node line at no extra cost: the PostgreSQL run takes the whole unit and API project under Node 24
  // (.ci/run provides it), while everything above ran under the machine's Node 20.
  const version = spawnSync(process.env.NODE24, ['--version'], { encoding: 'utf8' }).stdout.trim();
  await vitest(
    `Unit and API tests on PostgreSQL, Node ${version}`,
    `${results}/vitest-postgres.json`,
    ['--project', 'unit'],
    { TEST_DB: 'postgres' },
    { node: process.env.NODE24 },
  );
} else if (process.env.TEST_DATABASE_URL) {
  await vitest('API tests on PostgreSQL', `${results}/vitest-postgres.json`, ['--project', 'unit', 'src/server'], {
    TEST_DB: 'postgres',
  });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped.');
}

if (run('Production build', 'npm', ['run', '--silent', 'build'])) {
  // playwright.config.ts writes its JSON report to test-results/e2e.json.
  const label = 'End-to-end tests in Chromium (Playwright)';
  // Without traces (playwright.config.ts): to see a failure's, run its spec again on its own.
  const ok = run(label, 'npx', ['playwright', 'test', '--trace', 'off']);
  const stats = readReport(label, `${results}/e2e.json`)?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    // A worker fixture or global set-up that fails fails no test: it still counts once.
    totals.failed += Math.max(stats.unexpected, ok ? 0 : 1);
    totals.skipped += stats.skipped;
  }
} else {
  console.log('The build failed: the end-to-end tests did not run.');
}

console.log('\nWall time of each part:');
for (const { label, seconds, ok } of parts) {
  console.log(`  ${ok ? '  ok' : 'FAIL'}  ${seconds.toFixed(1).padStart(6)} s  ${label}`);
}
console.log(`        ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  in all, with the set-up`);
// CI keeps only the end of this log: what failed is repeated here.
for (const { label, ok, output } of parts) {
  if (!ok && output) console.log(`\n=== What failed in ${label} ===\n${failureExcerpt(output)}`);
}
const failedParts = parts.filter((part) => !part.ok).map((part) => part.label);
if (failedParts.length) console.log(`\nFailed: ${failedParts.join('; ')}.`);

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedParts.length || totals.failed > 0 ? 1 : 0);
