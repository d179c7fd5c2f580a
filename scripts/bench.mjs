#!/usr/bin/env node
// `npm run bench`: what serving costs and what a phone downloads, side by side with their targets, in one run.
// Starts the BUILT server (npm run build first) on a temporary DATA_DIR filled by seed:demo, then prints
//   1. requests/second of GET /, /api/teams and /healthz, next to bare node:http sending the same bytes (GET / also
//      as a phone's browser, each request counted as a visit);
//   1b. GET / from two instances on PostgreSQL, read-only and while staff write on each (BENCH_POSTGRES_URL,
//      postgres://postgres@127.0.0.1:5432/postgres by default; its own database is created and dropped);
//   2. the first-load bytes of every public page in Chromium at a phone's size;
//   3. Lighthouse (mobile, simulated slow 3G) on our landing page and on an empty Vite + React page, when the
//      lighthouse package is installed (it is not a dependency: npm install --no-save lighthouse).
// Numbers only: nothing is asserted. Everything it starts or writes is removed at the end, even on failure.
//   npm run bench [-- --rounds 3 --seconds 5 --connections 50 --no-lighthouse --only serving|writing|weight|lighthouse]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchLighthouse } from './bench/lighthouse.mjs';
import { benchPageWeight } from './bench/page-weight.mjs';
import { benchReadsWhileWriting } from './bench/reads-while-writing.mjs';
import { benchServing } from './bench/serving.mjs';
import { cleanupAll, freePort, onCleanup, ROOT, run, startChild, waitUntilReady } from './bench/util.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    'no-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

if (!existsSync(join(ROOT, 'dist/server/index.js')) || !existsSync(join(ROOT, 'dist/client/.vite/manifest.json'))) {
  console.error('No build found: run `npm run build` first (npm run build && npm run bench).');
  process.exit(1);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up`);
    await cleanupAll();
    process.exit(130);
  });
}

const heading = (text) => console.log(`\n## ${text}\n`);
const part = (name) => options.only === undefined || options.only === name;
// Other work on the machine slows both servers and the load generator: the load average says how busy it was.
const machine = () => `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} (1 min)`;

try {
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const dataDir = join(dir, 'data');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: '', NODE_ENV: 'production' };

  console.log(`npm run bench, ${new Date().toISOString()}, Node ${process.version}, demo content, ${machine()}`);
  // The single server on the embedded database, for every part but the one that starts its own two.
  let ours;
  let server;
  if (options.only !== 'writing') {
    await run('npx', ['tsx', 'src/cli/seed-demo.ts'], { env });
    const port = await freePort();
    server = startChild(process.execPath, ['dist/server/index.js'], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    });
    ours = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${ours}/readyz`, server);
  }

  const rounds = { rounds: Number(options.rounds), seconds: Number(options.seconds) };
  if (part('serving')) {
    heading('1. Serving');
    await benchServing({ ours, oursPid: server.pid, dir, ...rounds, connections: Number(options.connections) });
    console.log(`\nAfter serving: ${machine()}`);
  }

  if (part('writing')) {
    heading('1b. Reads while staff write (two instances, PostgreSQL)');
    await benchReadsWhileWriting({ dir, ...rounds });
    console.log(`\nAfter reads while writing: ${machine()}`);
  }

  if (part('weight')) {
    heading('2. Page weight (first load, phone)');
    await benchPageWeight(ours);
  }

  if (part('lighthouse')) {
    heading('3. Lighthouse (mobile, simulated slow 3G)');
    if (options['no-lighthouse']) console.log('Lighthouse: skipped (--no-lighthouse)');
    else await benchLighthouse({ ours, dir });
  }
} catch (error) {
  if (!interrupted) console.error(`\nbench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
