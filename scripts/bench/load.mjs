// One round of load from its own process, so the load generator never shares an event loop with a server.
//   node scripts/bench/load.mjs '{"url":"...","connections":50,"seconds":4,"headers":{}}'
// Prints one JSON line: requests/second, latency percentiles (ms), failures, and this process's CPU use.
import { createRequire } from 'node:module';

// autocannon appends every response body to a string (`body += chunk`): decoding brotli bytes as UTF-8 capped it
// at ~4,000 responses/s of our 12 kB landing page, below what bare node:http serves. Nothing here reads bodies.
const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
if (typeof queue.prototype.addBody !== 'function') throw new Error('autocannon changed: review scripts/bench/load.mjs');
queue.prototype.addBody = () => {};
const { default: autocannon } = await import('autocannon');

const { url, connections, seconds, headers } = JSON.parse(process.argv[2]);
const started = performance.now();
const cpuBefore = process.cpuUsage();
const result = await autocannon({ url, connections, duration: seconds, headers, pipelining: 1 });
const cpu = process.cpuUsage(cpuBefore);
const wall = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpu: (cpu.user + cpu.system) / 1e6 / wall,
  }),
);
