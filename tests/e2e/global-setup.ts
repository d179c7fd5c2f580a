// Seeds the demo content once for the whole run: every worker's demo site starts on a copy of this DATA_DIR.
// Seeding encodes every demo picture through the real image pipeline (about 45 s on two cores); done per
// worker, it cost each of the four workers (two per viewport) that time again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_TEMPLATE_ENV = 'E2E_DEMO_DATA_DIR';

export default function globalSetup(): () => void {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-e2e-demo-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '', PUBLIC_URL: '' };
  const seeded = spawnSync('npx', ['tsx', 'src/cli/seed-demo.ts'], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed:demo failed:\n${seeded.stdout}\n${seeded.stderr}`);
  // Workers inherit the environment globalSetup leaves.
  process.env[DEMO_TEMPLATE_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
