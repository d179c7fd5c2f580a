#!/usr/bin/env node
// `node scripts/bench-images.mjs`: what serving an image from PostgreSQL costs next to serving it from disk.
// Starts two servers on the same demo content (seed:demo): one on the embedded database (images in DATA_DIR/uploads)
// and one on a fresh database on BENCH_DATABASE_URL's PostgreSQL server (images in `stored_images`), then loads
// a small and a large rendition on each in alternating rounds (autocannon, scripts/bench/load.mjs) and prints
// medians side by side with their ratio. Numbers only: nothing is asserted (ADR 018). Uses the build when there
// is one (npm run build), the sources through tsx otherwise. Everything it creates is removed at the end.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench-images.mjs [-- --rounds 3 --seconds 5]
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  cleanupAll,
  cpuSeconds,
  freePort,
  int,
  median,
  onCleanup,
  pct,
  ROOT,
  ratio,
  run,
  spread,
  startChild,
  table,
  waitUntilReady,
} from './bench/util.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
  },
});
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const built = existsSync(join(ROOT, 'dist/server/index.js'));
const serverArgs = built ? ['dist/server/index.js'] : ['--import', 'tsx', 'src/server/index.ts'];

async function startSite(name, env) {
  await run(process.execPath, ['--import', 'tsx', 'src/cli/seed-demo.ts'], { env });
  const port = await freePort();
  const child = startChild(process.execPath, serverArgs, {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/readyz`, child);
  // A gallery picture of the demo content: its smallest and its largest WebP rendition.
  const [first] = await (await fetch(`${url}/api/gallery`)).json();
  const largest = first.imageUrl;
  const smallest = largest.replace(/-\d+\.webp$/, '-320.webp');
  return { name, url, pid: child.pid, paths: { smallest, largest } };
}

async function round(site, path, seconds, connections) {
  const before = cpuSeconds(site.pid);
  const started = performance.now();
  const config = JSON.stringify({ url: site.url + path, connections, seconds, headers: {} });
  const out = await run(process.execPath, [join(ROOT, 'scripts/bench/load.mjs'), config]);
  const result = JSON.parse(out.trim().split('\n').at(-1));
  return { ...result, serverCpu: (cpuSeconds(site.pid) - before) / ((performance.now() - started) / 1000) };
}

try {
  const rounds = Number(options.rounds);
  const seconds = Number(options.seconds);
  const connections = Number(options.connections);
  const dir = mkdtempSync(join(tmpdir(), 'club-bench-images-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  const database = `bench_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${database}`);
  onCleanup(() => admin(`drop database if exists ${database} with (force)`));
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;

  const machine = () => `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} (1 min)`;
  console.log(
    `bench-images, ${new Date().toISOString()}, Node ${process.version}, ${built ? 'build' : 'tsx'}, ${machine()}`,
  );
  const base = { ...process.env, PUBLIC_URL: '', NODE_ENV: 'production' };
  const disk = await startSite('disk', { ...base, DATA_DIR: join(dir, 'disk'), DATABASE_URL: '' });
  const postgres = await startSite('postgres', {
    ...base,
    DATA_DIR: join(dir, 'postgres'),
    DATABASE_URL: databaseUrl.toString(),
  });

  console.log(
    `autocannon, ${connections} keep-alive connections, a 2 s warm-up, then ${rounds} rounds of ${seconds} s ` +
      'alternating disk and PostgreSQL; req/s and latency are medians of the rounds.\n',
  );
  const rows = [];
  for (const label of Object.keys(disk.paths)) {
    const runs = { disk: [], postgres: [] };
    const size = (await (await fetch(disk.url + disk.paths[label])).arrayBuffer()).byteLength;
    for (const site of [disk, postgres]) await round(site, site.paths[label], 2, connections);
    for (let i = 0; i < rounds; i++) {
      for (const site of [disk, postgres])
        runs[site.name].push(await round(site, site.paths[label], seconds, connections));
    }
    const rps = (name) => median(runs[name].map((r) => r.rps));
    const at = (name, key) => median(runs[name].map((r) => r[key]));
    rows.push([
      `${label}, ${disk.paths[label].match(/-(\d+)\.webp$/)[1]} px WebP, ${(size / 1024).toFixed(1)} KB`,
      `${int(rps('disk'))} (${pct(spread(runs.disk.map((r) => r.rps)))})`,
      `${int(rps('postgres'))} (${pct(spread(runs.postgres.map((r) => r.rps)))})`,
      ratio(rps('postgres') / rps('disk')),
      `${at('disk', 'p50')} / ${at('disk', 'p99')}`,
      `${at('postgres', 'p50')} / ${at('postgres', 'p99')}`,
      `${ratio(at('disk', 'serverCpu'))} / ${ratio(at('postgres', 'serverCpu'))}`,
      String(runs.disk.reduce((n, r) => n + r.failed, 0) + runs.postgres.reduce((n, r) => n + r.failed, 0)),
    ]);
  }
  table(
    [
      'GET image',
      'disk req/s (spread)',
      'PostgreSQL req/s (spread)',
      'PostgreSQL/disk',
      'disk p50/p99 ms',
      'PostgreSQL p50/p99 ms',
      'server CPU disk / PostgreSQL',
      'failed',
    ],
    rows,
  );
  console.log(`\nAfter: ${machine()}`);
} catch (error) {
  console.error(`\nbench-images failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
