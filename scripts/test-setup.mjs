// What `npm test` needs from the machine, set up or refused before any test runs, so that the README's two
// commands are the whole set-up on a fresh machine. Node's own modules only: node_modules may not exist yet.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Stops the run with one line saying what to do; nothing has run yet, so there is nothing to count. */
function stop(line) {
  console.error(line);
  process.exit(1);
}

const sh = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

/** Installs a Debian package as root with apt-get (CI, a fresh container); anyone else is told how, and the run stops. */
function installFromDebian(pkg, installedPath, what) {
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) {
    stop(`${what} is missing: run "sudo apt-get install -y ${pkg}" and then npm test again.`);
  }
  console.log(`${what} is missing: installing it from Debian's packages...`);
  const installed =
    sh('apt-get', ['update', '-qq']) &&
    sh('apt-get', ['install', '-y', '-qq', pkg], { DEBIAN_FRONTEND: 'noninteractive' }) &&
    existsSync(installedPath);
  if (!installed) stop(`${what} could not be installed: run "apt-get install -y ${pkg}" and then npm test again.`);
}

/** Playwright drives Debian's Chromium and never downloads a browser (playwright.config.ts). */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
  if (existsSync(path)) return;
  if (path !== DEFAULT_CHROMIUM)
    stop(`Chromium is missing at CHROMIUM_PATH=${path}: fix the path and run npm test again.`);
  installFromDebian('chromium', DEFAULT_CHROMIUM, 'Chromium');
}

export const FAKETIME = '/usr/bin/faketime';

/** Runs under a moved clock need Debian's faketime (only when TEST_MOVED_CLOCK asks for one). */
export function ensureFaketime() {
  if (process.env.TEST_MOVED_CLOCK && !existsSync(FAKETIME)) installFromDebian('faketime', FAKETIME, 'faketime');
}

/** npm writes node_modules/.package-lock.json on every install: older than package-lock.json means out of date. */
export function ensureDependencies() {
  const installedLock = 'node_modules/.package-lock.json';
  const installedAt = existsSync(installedLock) ? statSync(installedLock).mtimeMs : 0;
  if (installedAt >= statSync('package-lock.json').mtimeMs) return;
  console.log(
    installedAt ? 'package-lock.json changed since the last install:' : 'node_modules is missing:',
    'npm install',
  );
  // `npm install`, not `npm ci`: docs/decisions/010-npm-install.md.
  if (!sh('npm', ['install', '--no-audit', '--no-fund']))
    stop('npm install failed (see above): fix it and run npm test again.');
  // npm leaves its lock alone when nothing changed (a fresh checkout only touched package-lock.json): mark it
  // current, or every run would install again.
  const now = new Date();
  utimesSync(installedLock, now, now);
}

/** With TEST_DATABASE_URL set the API tests also run on that PostgreSQL: it must answer before they start. */
export function ensurePostgres() {
  if (!process.env.TEST_DATABASE_URL) return;
  if (!sh('node', ['scripts/check-postgres.mjs'])) {
    stop('Start PostgreSQL there (or unset TEST_DATABASE_URL to skip that run) and run npm test again.');
  }
}
