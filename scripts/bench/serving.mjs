// Requests/second of our server next to bare node:http answering the same bytes from memory.
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { cpuSeconds, int, median, pct, ROOT, ratio, run, spread, startListening, table } from './util.mjs';

// As a phone's browser asks (compressed), and as a client that asks for no encoding. Neither names a browser, so
// neither is counted as a visit (ADR 052); `visitor` is a phone's browser, each request of it counted.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const VARIANTS = {
  br: { 'accept-encoding': 'br, gzip' },
  none: {},
  visitor: { 'accept-encoding': 'br, gzip', 'user-agent': PHONE },
};
const TARGETS = [
  { path: '/', variant: 'br', goal: 'ours/bare >= 0.5 (goal 0.8)', min: 0.5 },
  { path: '/', variant: 'visitor', goal: 'ours/bare >= 0.5 (goal 0.8)', min: 0.5 },
  { path: '/', variant: 'none', goal: 'ours/bare >= 0.5 (goal 0.8)', min: 0.5 },
  { path: '/api/teams', variant: 'br' },
  { path: '/api/teams', variant: 'none' },
  { path: '/healthz', variant: 'br' },
];
// Set per connection by each server, so not part of what is compared.
const HOP_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

function get(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Records what our server answers, for the bare server to replay; checks the bare server sends the same. */
async function recordResponses(ours, dir) {
  const recorded = {};
  for (const { path, variant } of TARGETS) {
    const res = await get(ours + path, VARIANTS[variant]);
    const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !HOP_HEADERS.includes(name)));
    recorded[path] ??= {};
    recorded[path][variant] = { status: res.status, headers, body: res.body.toString('base64') };
  }
  const file = join(dir, 'responses.json');
  writeFileSync(file, JSON.stringify(recorded));
  const bare = await startListening(join(ROOT, 'scripts/bench/bare-server.mjs'), [file]);
  const sizes = [];
  for (const { path, variant } of TARGETS) {
    const res = await get(bare.url + path, VARIANTS[variant]);
    const expected = Buffer.from(recorded[path][variant].body, 'base64');
    if (!res.body.equals(expected)) throw new Error(`The bare server does not answer ${path} as ours does`);
    sizes.push(`${path} ${variant}: ${expected.length} B ${res.headers['content-encoding'] ?? 'uncompressed'}`);
  }
  return { bare, sizes };
}

/** Waits until a server has worked off what a round left queued, so it does not slow the next round. */
async function settle(pid) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (!((cpuSeconds(pid) - before) / 0.3 > 0.05)) return;
  }
}

async function round(url, pid, headers, { connections, seconds }) {
  await settle(pid);
  const before = cpuSeconds(pid);
  const started = performance.now();
  const config = JSON.stringify({ url, connections, seconds, headers });
  const out = await run(process.execPath, [join(ROOT, 'scripts/bench/load.mjs'), config]);
  const result = JSON.parse(out.trim().split('\n').at(-1));
  return { ...result, serverCpu: (cpuSeconds(pid) - before) / ((performance.now() - started) / 1000) };
}

const summary = (rounds) => ({
  rps: median(rounds.map((r) => r.rps)),
  spread: spread(rounds.map((r) => r.rps)),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  failed: rounds.reduce((sum, r) => sum + r.failed, 0),
  serverCpu: median(rounds.map((r) => r.serverCpu)),
  loadCpu: median(rounds.map((r) => r.cpu)),
});

export async function benchServing({ ours, oursPid, dir, rounds, seconds, connections }) {
  const { bare, sizes } = await recordResponses(ours, dir);
  console.log(`Same bytes from both servers: ${sizes.join('; ')}`);
  console.log(
    `autocannon, ${connections} keep-alive connections, warm-up ${Math.min(2, seconds)} s, then ${rounds} rounds ` +
      `of ${seconds} s alternating ours and bare; req/s is the median round, spread = (max - min) / median.\n`,
  );
  const servers = { ours: { url: ours, pid: oursPid }, bare: { url: bare.url, pid: bare.child.pid } };
  const results = [];
  for (const target of TARGETS) {
    const headers = VARIANTS[target.variant];
    const runs = { ours: [], bare: [] };
    for (const name of ['ours', 'bare']) {
      const { url, pid } = servers[name];
      await round(url + target.path, pid, headers, { connections, seconds: Math.min(2, seconds) });
    }
    for (let i = 0; i < rounds; i++) {
      for (const name of ['ours', 'bare']) {
        const { url, pid } = servers[name];
        runs[name].push(await round(url + target.path, pid, headers, { connections, seconds }));
      }
    }
    results.push({ ...target, ours: summary(runs.ours), bare: summary(runs.bare) });
  }

  const LABELS = { br: 'br, gzip', none: 'no Accept-Encoding', visitor: 'br, gzip, a phone: counted as a visit' };
  const label = (r) => `${r.path} (${LABELS[r.variant]})`;
  table(
    ['GET', 'ours req/s', 'spread', 'bare req/s', 'spread', 'ours/bare', 'target'],
    results.map((r) => [
      label(r),
      int(r.ours.rps),
      pct(r.ours.spread),
      int(r.bare.rps),
      pct(r.bare.spread),
      ratio(r.ours.rps / r.bare.rps),
      r.goal ? `${r.goal} ${r.ours.rps / r.bare.rps >= r.min ? 'met' : 'NOT met'}` : '',
    ]),
  );
  const health = results.find((r) => r.path === '/healthz').ours.rps;
  console.log('');
  for (const r of results.filter((r) => r.path === '/api/teams')) {
    const share = r.ours.rps / health;
    console.log(`${label(r)} / ours /healthz: ${ratio(share)}  target >= 0.8 ${share >= 0.8 ? 'met' : 'NOT met'}`);
  }
  console.log('\nLatency (ms, median of the rounds) and CPU use (1.00 = one core busy for the whole round):\n');
  table(
    [
      'GET',
      'ours p50',
      'ours p99',
      'bare p50',
      'bare p99',
      'ours CPU',
      'bare CPU',
      'load gen CPU ours / bare',
      'failed',
    ],
    results.map((r) => [
      label(r),
      r.ours.p50.toFixed(1),
      r.ours.p99.toFixed(1),
      r.bare.p50.toFixed(1),
      r.bare.p99.toFixed(1),
      r.ours.serverCpu.toFixed(2),
      r.bare.serverCpu.toFixed(2),
      `${r.ours.loadCpu.toFixed(2)} / ${r.bare.loadCpu.toFixed(2)}`,
      r.ours.failed + r.bare.failed,
    ]),
  );
}
