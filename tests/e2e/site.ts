// Starts the built server (dist/) on a fresh DATA_DIR and a free port, as a club would run it.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clubToday } from '../../src/shared/club-time';
import { DEFAULT_CLUB_TIME_ZONE } from '../../src/shared/constants';
import { freePort } from '../fixtures/free-port';
import { DEMO_TEMPLATE_ENV, EMPTY_TEMPLATE_ENV } from './global-setup';

export type Site = { url: string; dataDir: string; stop(): Promise<void> };

/** The zone every site of these journeys runs in, whatever the machine's environment says. */
const SITE_TIME_ZONE = DEFAULT_CLUB_TIME_ZONE;

/** The club's day on the site's clock: the server runs on this machine's clock, in SITE_TIME_ZONE. */
export const siteToday = () => clubToday(new Date(), SITE_TIME_ZONE);
export type Staff = { username: string; password: string };

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Generous: on a busy two-core machine a cold start has taken over a minute.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not become ready:\n${output()}`);
}

/** `prepare` changes the copied DATA_DIR before the server opens it (content no form would let a test add fast). */
export async function startSite({
  seedDemo = false,
  prepare,
}: {
  seedDemo?: boolean;
  prepare?: (dataDir: string) => Promise<void>;
} = {}): Promise<Site & { output(): string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-e2e-'));
  // Visit counts are written every second, so a spec sees a visit in the portal without waiting a minute.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    PUBLIC_URL: '',
    VISIT_FLUSH_SECONDS: '1',
    CLUB_TIMEZONE: SITE_TIME_ZONE,
  };
  // A database prepared once by global-setup.ts, empty or with the demo content; no process holds it any more.
  cpSync(process.env[seedDemo ? DEMO_TEMPLATE_ENV : EMPTY_TEMPLATE_ENV]!, dataDir, { recursive: true });
  await prepare?.(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['dist/server/index.js'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  try {
    await waitUntilReady(url, child, () => log);
  } catch (error) {
    // A server that never became ready must not live on, loading the machine for the tests after it.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates the first staff account through the one-time setup code the server printed, as a club would. */
export async function createFirstStaff(site: Site & { output(): string }): Promise<Staff> {
  const deadline = Date.now() + 10_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    code = /[?&]setup=([A-Za-z0-9_-]+)/.exec(site.output())?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`No setup link in the server output:\n${site.output()}`);
  const staff = { username: 'coach', password: 'hoops-for-life-2024' };
  const res = await fetch(`${site.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...staff, setupCode: code }),
  });
  if (res.status !== 201) throw new Error(`First account not created: ${res.status} ${await res.text()}`);
  return staff;
}
