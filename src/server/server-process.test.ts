// The real server process: starts on a fresh DATA_DIR, finishes a request in flight on SIGTERM, closes the
// database (releasing DATA_DIR) and keeps its data for the next start.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from './test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'club-process-'));
const port = 31_000 + Math.floor(Math.random() * 2000);
const url = `http://127.0.0.1:${port}`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c) => {
    log += c;
  });
  child.stderr?.on('data', (c) => {
    log += c;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => log, exited };
}

async function waitReady(output: () => string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready:\n${output()}`);
}

describe.skipIf(usingPostgres())('server process', () => {
  it('finishes a request in flight on SIGTERM, releases DATA_DIR and keeps the data', async () => {
    const first = startServer();
    await waitReady(first.output);
    const code = /[?&]setup=([A-Za-z0-9_-]+)/.exec(first.output())?.[1];
    expect(code).toBeTruthy();
    const registered = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'coach', password: 'long-enough-pw', setupCode: code }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;

    // A large image keeps the request busy re-encoding while the signal arrives.
    const png = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#CE1126' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([Uint8Array.from(png)], { type: 'image/png' }), 'big.png');
    const upload = fetch(`${url}/api/admin/upload`, { method: 'POST', headers: { cookie }, body: form });
    await new Promise((r) => setTimeout(r, 150));
    first.child.kill('SIGTERM');

    const response = await upload;
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    const second = startServer();
    await waitReady(second.output);
    expect(second.output()).not.toContain('setup=');
    const image = await fetch(`${url}${imageUrl}`);
    expect(image.status).toBe(200);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'coach', password: 'long-enough-pw' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
