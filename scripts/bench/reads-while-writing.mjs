// Public reads while staff write: two instances on one PostgreSQL database, visitors reading the
// landing page from both, with and without a staff member on each instance creating and deleting a news item
// (which the landing page shows) every 200 ms. Rounds alternate so that other work on the machine weighs on both.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  freePort,
  int,
  median,
  onCleanup,
  ROOT,
  ratio,
  run,
  startChild,
  stopChild,
  table,
  waitUntilReady,
} from './util.mjs';

const READERS_PER_INSTANCE = 7;
const WRITE_INTERVAL_MS = 200;
const PATH = '/';
const HEADERS = { 'accept-encoding': 'br, gzip' };

/** The database server to create the bench's own database on; none reachable: the part is skipped. */
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function createDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  const name = `club_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  onCleanup(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A staff account, made with `npm run staff -- add` (the password is read from stdin). */
function addStaff(env, username, password) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'src/cli/staff.ts', 'add', username], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdin.end(`${password}\n`);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`staff add failed:\n${output}`))));
  });
}

/** Load on every instance at once, each from its own process; answers the sum of req/s and the worst latencies. */
async function readRound(urls, seconds) {
  const outputs = await Promise.all(
    urls.map((url) => {
      const config = JSON.stringify({ url: url + PATH, connections: READERS_PER_INSTANCE, seconds, headers: HEADERS });
      return run(process.execPath, [join(ROOT, 'scripts/bench/load.mjs'), config]);
    }),
  );
  const results = outputs.map((out) => JSON.parse(out.trim().split('\n').at(-1)));
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
  };
}

/** A read round with the staff writer running on every instance; its own figures are added. */
async function writingRound(urls, seconds, staff) {
  const config = JSON.stringify({ urls, ...staff, intervalMs: WRITE_INTERVAL_MS });
  const writer = startChild(process.execPath, [join(ROOT, 'scripts/bench/staff-writer.mjs'), config]);
  await new Promise((resolve, reject) => {
    writer.once('exit', (code) => reject(new Error(`the staff writer exited (${code}):\n${writer.output()}`)));
    writer.stdout.on('data', () => writer.output().includes('"ready"') && resolve());
  });
  writer.removeAllListeners('exit');
  const reads = await readRound(urls, seconds);
  await stopChild(writer);
  const writes = JSON.parse(writer.output().trim().split('\n').at(-1));
  return { ...reads, writes };
}

export async function benchReadsWhileWriting({ dir, rounds, seconds }) {
  let databaseUrl;
  try {
    databaseUrl = await createDatabase();
  } catch (error) {
    console.log(`Skipped: no PostgreSQL at ${ADMIN_URL} (${error.message}); set BENCH_POSTGRES_URL.`);
    return;
  }
  const env = { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: '', NODE_ENV: 'production' };
  await run('npx', ['tsx', 'src/cli/seed-demo.ts'], { env: { ...env, DATA_DIR: join(dir, 'pg-seed') } });
  const staff = { username: 'bench-staff', password: randomBytes(12).toString('base64url') };
  await addStaff({ ...env, DATA_DIR: join(dir, 'pg-seed') }, staff.username, staff.password);

  const urls = [];
  for (const name of ['a', 'b']) {
    const port = await freePort();
    const dataDir = join(dir, `pg-${name}`);
    mkdirSync(dataDir, { recursive: true });
    // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles both instances (written when they stop).
    const server = startChild(
      process.execPath,
      [...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), 'dist/server/index.js'],
      {
        env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      },
    );
    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server);
    urls.push(`http://127.0.0.1:${port}`);
  }

  console.log(
    `Two instances on one PostgreSQL database, GET ${PATH} (br, gzip) from ${READERS_PER_INSTANCE} keep-alive ` +
      `connections on each; "writing": on each instance a staff member creates and deletes a news item (shown on ` +
      `${PATH}) every ${WRITE_INTERVAL_MS} ms. Warm-up, then ${rounds} rounds of ${seconds} s alternating; ` +
      'req/s is the sum over both instances, p50 and p99 the worse instance; medians of the rounds.\n',
  );
  await readRound(urls, Math.min(2, seconds));
  const runs = { readOnly: [], writing: [] };
  for (let i = 0; i < rounds; i++) {
    runs.readOnly.push(await readRound(urls, seconds));
    runs.writing.push(await writingRound(urls, seconds, staff));
  }
  const row = (label, list) => [
    label,
    int(median(list.map((r) => r.rps))),
    list.map((r) => int(r.rps)).join(' / '),
    median(list.map((r) => r.p50)).toFixed(1),
    median(list.map((r) => r.p99)).toFixed(1),
    list.reduce((sum, r) => sum + r.failed, 0),
  ];
  table(
    ['', 'req/s', 'rounds', 'p50 ms', 'p99 ms', 'failed'],
    [row('read-only', runs.readOnly), row('while writing', runs.writing)],
  );
  const share = median(runs.writing.map((r) => r.rps)) / median(runs.readOnly.map((r) => r.rps));
  const p99 = median(runs.writing.map((r) => r.p99));
  const writes = runs.writing.map((r) => r.writes);
  console.log(
    `\nwhile writing / read-only: ${ratio(share)}  target >= 0.5 ${share >= 0.5 ? 'met' : 'NOT met'}; ` +
      `p99 while writing ${p99.toFixed(1)} ms  target < 50 ${p99 < 50 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `Staff writes per round: ${writes.map((w) => w.writes).join(' / ')} (failed ${writes.reduce((s, w) => s + w.failed, 0)}), ` +
      `create+delete median ${median(writes.map((w) => w.median)).toFixed(0)} ms, ` +
      `worst ${Math.max(...writes.map((w) => w.max)).toFixed(0)} ms`,
  );
}
