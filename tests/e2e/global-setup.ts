// Prepares two DATA_DIRs once for the whole run; every worker's sites start on copies of them:
// - empty: the embedded database created and migrated, with no content and no account. Creating it (initdb, on
//   disk) costs a server about 15 s of CPU at first start; each worker starts two empty sites per viewport.
// - demo: filled by `npm run seed:demo`, which encodes every demo picture through the real image pipeline, one per
//   core at a time (about 18 s on two cores).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const EMPTY_TEMPLATE_ENV = 'E2E_EMPTY_DATA_DIR';
export const DEMO_TEMPLATE_ENV = 'E2E_DEMO_DATA_DIR';

/** Runs a command of ours on a new DATA_DIR and answers the folder. */
async function prepareDataDir(name: string, args: string[]): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `club-e2e-${name}-`));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', PUBLIC_URL: '' };
  const child = spawn('npx', ['tsx', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`${args.join(' ')} failed:\n${output}`);
  return dataDir;
}

export default async function globalSetup(): Promise<() => void> {
  // Both at once, one per core. `npm run staff -- list` opens (so creates and migrates) the database, finds no
  // account, and changes nothing.
  const [empty, demo] = await Promise.all([
    prepareDataDir('empty', ['src/cli/staff.ts', 'list']),
    prepareDataDir('demo', ['src/cli/seed-demo.ts']),
  ]);
  // Workers inherit the environment globalSetup leaves.
  process.env[EMPTY_TEMPLATE_ENV] = empty;
  process.env[DEMO_TEMPLATE_ENV] = demo;
  return () => {
    for (const dataDir of [empty, demo]) rmSync(dataDir, { recursive: true, force: true });
  };
}
