#!/usr/bin/env node
// What a visitor's phone downloads, and how fast the server answers: starts the BUILT server (npm run build first)
// on a temporary DATA_DIR filled by seed:demo, then for every public route prints the HTML size (raw, gzip,
// brotli), the JS and CSS the page loads (from its HTML: entry script, module preloads, stylesheets) and the
// response time over N sequential requests. Numbers only: nothing is asserted.
//   node scripts/bench-pages.mjs [N=50]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const N = Number(process.argv[2] ?? 50);
const ROUTES = ['/', '/gallery', '/sponsors', '/merchandise', '/profiles', '/no-such-page'];

if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: '', NODE_ENV: 'production' };
let server;
try {
  console.log(`Seeding demo content into ${dataDir} ...`);
  const seeded = spawnSync('npx', ['tsx', 'src/cli/seed-demo.ts'], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed:demo failed:\n${seeded.stdout}${seeded.stderr}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn('node', ['dist/server/index.js'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('The server did not become ready');
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }

  const assetCache = new Map();
  const asset = async (path) => {
    if (!assetCache.has(path)) {
      const res = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
      assetCache.set(path, Buffer.from(await res.arrayBuffer()));
    }
    return assetCache.get(path);
  };

  const rows = [];
  for (const route of ROUTES) {
    // Warm up: the first render of a page loads its code.
    for (let i = 0; i < 3; i++) await (await fetch(base + route)).arrayBuffer();
    const times = [];
    let html = '';
    let encoding = 'none';
    for (let i = 0; i < N; i++) {
      const started = performance.now();
      // As a browser asks: compressed if the server can.
      const res = await fetch(base + route, { headers: { 'accept-encoding': 'br, gzip' } });
      html = await res.text();
      times.push(performance.now() - started);
      encoding = res.headers.get('content-encoding') ?? 'none';
    }
    times.sort((a, b) => a - b);
    const htmlBuf = Buffer.from(html);
    const scripts = [
      ...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g),
    ].map((m) => m[1]);
    const styles = [...html.matchAll(/<link rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
    const sum = async (paths) => {
      const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
      for (const path of new Set(paths)) {
        const buf = await asset(path);
        totals.files++;
        totals.raw += buf.length;
        totals.gzip += gzip(buf);
        totals.brotli += brotli(buf);
      }
      return totals;
    };
    rows.push({ route, htmlBuf, encoding, js: await sum(scripts), css: await sum(styles), times });
  }

  console.log(`\n${N} sequential requests per route, demo content, ${new Date().toISOString()}\n`);
  console.log(
    'route'.padEnd(14) +
      'HTML raw'.padStart(10) +
      'gzip'.padStart(10) +
      'brotli'.padStart(10) +
      'JS files'.padStart(10) +
      'JS raw'.padStart(10) +
      'JS gzip'.padStart(10) +
      'JS br'.padStart(10) +
      'CSS gzip'.padStart(10) +
      'p50 ms'.padStart(9) +
      'p95 ms'.padStart(9),
  );
  for (const r of rows) {
    console.log(
      r.route.padEnd(14) +
        kb(r.htmlBuf.length).padStart(10) +
        kb(gzip(r.htmlBuf)).padStart(10) +
        kb(brotli(r.htmlBuf)).padStart(10) +
        String(r.js.files).padStart(10) +
        kb(r.js.raw).padStart(10) +
        kb(r.js.gzip).padStart(10) +
        kb(r.js.brotli).padStart(10) +
        kb(r.css.gzip).padStart(10) +
        percentile(r.times, 50).toFixed(1).padStart(9) +
        percentile(r.times, 95).toFixed(1).padStart(9),
    );
  }
  const landing = rows[0];
  console.log(
    `\nLanding page total (HTML + JS + CSS): ${kb(gzip(landing.htmlBuf) + landing.js.gzip + landing.css.gzip)} gzip, ` +
      `${kb(brotli(landing.htmlBuf) + landing.js.brotli + landing.css.brotli)} brotli; ` +
      `the server sent its HTML with Content-Encoding: ${landing.encoding}.`,
  );
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  if (server) await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
