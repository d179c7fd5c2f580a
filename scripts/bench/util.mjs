// Processes, ports, clean-up and number formatting shared by the parts of `npm run bench`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// The phone of the e2e tests (Pixel 5 at 360 x 740).
export const PHONE = { width: 360, height: 740, deviceScaleFactor: 2.75 };

// Last registered, first undone: servers stop before the folders they use are removed.
const cleanups = [];
export const onCleanup = (fn) => cleanups.push(fn);
export async function cleanupAll() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`clean-up: ${error.message}`);
    }
  }
}

export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Starts a process that is stopped by cleanupAll(); its output is kept for error messages. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.output = () => output;
  onCleanup(() => stopChild(child));
  return child;
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command, args, options = {}) {
  const child = startChild(command, args, options);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(child.output());
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${child.output()}`));
    });
  });
}

/** Starts one of our small Node servers, which prints {"port": N} once it listens. */
export function startListening(script, args = []) {
  const child = startChild(process.execPath, [script, ...args]);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}):\n${child.output()}`)));
    child.stdout.once('data', (chunk) => {
      const { port } = JSON.parse(String(chunk).split('\n')[0]);
      resolve({ child, url: `http://127.0.0.1:${port}` });
    });
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitUntilReady(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${child.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready:\n${child.output()}`);
}

/** CPU seconds a process has used so far (Linux), or NaN where /proc is not there. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** Max minus min, as a share of the median. */
export const spread = (values) => (Math.max(...values) - Math.min(...values)) / median(values);

export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const pct = (share) => `${(share * 100).toFixed(0)}%`;
/** Two decimals, or two significant digits below 0.1 so that small ratios do not print as 0.00. */
export const ratio = (n) => (n < 0.1 ? n.toPrecision(2) : n.toFixed(2));
export const int = (n) => Math.round(n).toLocaleString('en-US');

/** Prints rows under a header: the first column left-aligned, the others right-aligned. */
export function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
