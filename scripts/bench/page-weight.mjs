// What a phone downloads on a first visit to each public page: every response Chromium receives, by the bytes
// that crossed the wire (CDP Network.loadingFinished encodedDataLength: headers plus the body as sent).
import { chromium, devices } from 'playwright-core';
// Every public page of the demo content, as the e2e specs check them (the article is the demo's first news item,
// src/server/entities/demo/news.ts).
import ROUTES from '../../tests/e2e/public-pages.json' with { type: 'json' };
import { CHROMIUM, CHROMIUM_ARGS, kb, onCleanup, PHONE, table } from './util.mjs';

const KINDS = { Document: 'html', Script: 'script', Stylesheet: 'css', Font: 'font', Image: 'image' };
const TOTAL_MAX = 160;
const TOTAL_GOAL = 120;
const SCRIPT_MAX = 30;
const SCRIPT_GOAL = 15;

async function firstLoad(browser, url) {
  const context = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    // Over https (as the site is served) Chromium asks for brotli; over plain http to 127.0.0.1 it would not.
    extraHTTPHeaders: { 'accept-encoding': 'br, gzip, deflate' },
    // A page's own first load: once the offline worker (ADR 050) takes over, what it fetches for the page is the
    // worker's traffic, which CDP does not count here; the worker's own bytes are measured in the ADR.
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      requests.set(requestId, { type, url: response.url, encoding: response.headers['content-encoding'] });
    });
    const sizes = { html: 0, script: 0, css: 0, font: 0, image: 0, other: 0 };
    const counts = { ...sizes };
    let foreign = 0;
    let htmlEncoding = '';
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (!request || request.url.startsWith('data:')) return;
      const kind = KINDS[request.type] ?? 'other';
      sizes[kind] += encodedDataLength;
      counts[kind]++;
      if (!request.url.startsWith(new URL(url).origin)) foreign++;
      if (kind === 'html') htmlEncoding = request.encoding ?? 'none';
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    return { sizes, counts, total, foreign, htmlEncoding };
  } finally {
    await context.close();
  }
}

export async function benchPageWeight(ours) {
  // On Ctrl-C bench.mjs closes the browser with everything else.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup(() => browser.close());
  const rows = [];
  for (const route of ROUTES) rows.push({ route, ...(await firstLoad(browser, ours + route)) });
  await browser.close();

  console.log(
    `Chromium, Pixel 5 at ${PHONE.width}x${PHONE.height} (DPR ${PHONE.deviceScaleFactor}), fresh cache, until the ` +
      'network is idle, no scrolling. KB = 1024 bytes on the wire, headers included.\n',
  );
  table(
    ['route', 'total KB', 'html', 'script', 'css', 'font', 'image', 'other', 'scripts', 'requests', 'html enc'],
    rows.map((r) => [
      r.route,
      kb(r.total),
      kb(r.sizes.html),
      kb(r.sizes.script),
      kb(r.sizes.css),
      kb(r.sizes.font),
      kb(r.sizes.image),
      kb(r.sizes.other),
      r.counts.script,
      Object.values(r.counts).reduce((a, b) => a + b, 0),
      r.htmlEncoding,
    ]),
  );
  const over = (value, max) => (value / 1024 <= max ? 'met' : 'NOT met');
  console.log(
    `\nTargets: first load <= ${TOTAL_MAX} KB (goal ${TOTAL_GOAL}), script <= ${SCRIPT_MAX} KB (goal ${SCRIPT_GOAL}).`,
  );
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(13)} first load ${over(r.total, TOTAL_MAX)}, script ${over(r.sizes.script, SCRIPT_MAX)}` +
        `${r.foreign ? `, ${r.foreign} requests to other origins` : ''}`,
    );
  }
}
