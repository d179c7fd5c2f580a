// Lighthouse on a phone over slow 3G, our landing page next to an empty Vite + React page (the floor of the stack).
// lighthouse is not a dependency (it is large): this part runs when it is installed, e.g. npm install --no-save.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS, kb, median, onCleanup, PHONE, ROOT, startListening, table } from './util.mjs';

const RUNS = 3;
// Lighthouse's "Regular 3G", simulated: the page loads unthrottled, then its timings are computed for this network.
const CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, ...PHONE, disabled: false },
    throttlingMethod: 'simulate',
    throttling: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4 },
    // Over https (as the site is served) Chromium asks for brotli; over plain http to 127.0.0.1 it would not.
    extraHeaders: { 'Accept-Encoding': 'br, gzip, deflate' },
  },
};

const EMPTY_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Empty</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;
const EMPTY_MAIN = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}

createRoot(document.getElementById('root')).render(<App />);
`;

/** Builds the empty page with this project's own vite, plugin-react, react and react-dom; serves it compressed. */
async function serveEmptyPage(dir) {
  const root = join(dir, 'empty-vite-react');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), EMPTY_HTML);
  writeFileSync(join(root, 'main.jsx'), EMPTY_MAIN);
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    cacheDir: join(root, '.vite-cache'),
    plugins: [react()],
    build: { outDir: join(root, 'dist') },
  });
  const { url } = await startListening(join(ROOT, 'scripts/bench/static-server.mjs'), [join(root, 'dist')]);
  return `${url}/`;
}

function metrics(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    score: lhr.categories.performance.score * 100,
    total: lhr.audits['total-byte-weight'].numericValue,
    script: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
  };
}

const medianOf = (runs) => Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));

export async function benchLighthouse({ ours, dir }) {
  let lighthouse;
  try {
    ({ default: lighthouse } = await import('lighthouse'));
  } catch {
    // Lighthouse 13 needs Node 22; 12 is the last for Node 20.
    const name = Number(process.versions.node.split('.')[0]) < 22 ? 'lighthouse@12' : 'lighthouse';
    console.log(`Lighthouse: not installed (npm install --no-save ${name} to enable)`);
    return;
  }
  // chrome-launcher as lighthouse itself depends on it.
  const launcherPath = createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher');
  const { launch } = await import(pathToFileURL(launcherPath).href);
  const { version } = createRequire(import.meta.resolve('lighthouse'))('lighthouse/package.json');

  const pages = { 'ours /': `${ours}/`, 'empty Vite + React': await serveEmptyPage(dir) };
  // handleSIGINT: false, or chrome-launcher exits on Ctrl-C before bench.mjs has stopped the servers.
  const chromeFlags = [...CHROMIUM_ARGS, '--headless=new'];
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags, handleSIGINT: false });
  onCleanup(() => chrome.kill());
  const runs = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [name, url] of Object.entries(pages)) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, CONFIG);
      runs[name].push(metrics(result.lhr));
    }
  }
  chrome.kill();

  console.log(
    `Lighthouse ${version}, mobile ${PHONE.width}x${PHONE.height} (DPR ${PHONE.deviceScaleFactor}), simulated ` +
      'Regular 3G (RTT 300 ms, 700 kbit/s, CPU x4); median of 3 runs. KB = 1024 bytes.\n',
  );
  const rows = Object.entries(runs).map(([name, r]) => ({ name, ...medianOf(r) }));
  table(
    ['page', 'LCP ms', 'FCP ms', 'CLS', 'score', 'total KB', 'script KB', 'scripts'],
    rows.map((r) => [
      r.name,
      Math.round(r.lcp),
      Math.round(r.fcp),
      r.cls.toFixed(3),
      Math.round(r.score),
      kb(r.total),
      kb(r.script),
      r.scriptFiles,
    ]),
  );
  console.log(`\nLCP ours / empty Vite + React page: ${(rows[0].lcp / rows[1].lcp).toFixed(2)}`);
}
