// The real server process: starts on a fresh DATA_DIR, finishes a request in flight on SIGTERM, closes the
// database (releasing DATA_DIR) and keeps its data for the next start.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/fixtures/free-port';
import { followers } from '../shared/schema';
import { openDatabase } from './db/client';
import { storedAddress } from './sealing/address';
import { createSealer } from './sealing/sealed';
import { usingPostgres } from './test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'club-process-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type LogLine = { msg?: string; reqId?: string; req?: { url?: string }; res?: { statusCode?: number } };

type Server = {
  child: ChildProcess;
  output: () => string;
  /** The server's JSON log lines (pino, on stdout), in the order it wrote them. */
  log: () => LogLine[];
  exited: Promise<number | null>;
};

function startServer(overrides: Record<string, string> = {}): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // info: each request is logged when it comes in and when it is answered.
      LOG_LEVEL: 'info',
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let all = '';
  child.stdout?.on('data', (c) => {
    stdout += c;
    all += c;
  });
  child.stderr?.on('data', (c) => {
    all += c;
  });
  const log = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => all, log, exited };
}

/** Polls `done` until it holds; the limit is generous because a start on a busy 2-core machine compiles with tsx. */
async function waitFor(what: string, done: () => boolean | Promise<boolean>, output: () => string): Promise<void> {
  const giveUpAt = Date.now() + 120_000;
  while (Date.now() < giveUpAt) {
    try {
      if (await done()) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}:\n${output()}`);
}
const waitReady = (server: Server) =>
  waitFor('server not ready', async () => (await fetch(`${url}/readyz`)).ok, server.output);

describe.skipIf(usingPostgres())('server process', () => {
  it('finishes a request in flight on SIGTERM, releases DATA_DIR and keeps the data', async () => {
    // The upload takes seconds to encode, more on a busy machine: well inside the shutdown limit here, which the
    // next test holds to account.
    const first = startServer({ SHUTDOWN_TIMEOUT_MS: '60000' });
    await waitReady(first);
    const code = /[?&]setup=([A-Za-z0-9_-]+)/.exec(first.output())?.[1];
    expect(code).toBeTruthy();
    const registered = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'coach', password: 'long-enough-pw', setupCode: code }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0]!;

    // Noise does not compress: its eight renditions take seconds to encode (about 3 s here), so the upload is
    // still being handled when the signal arrives.
    const side = 1600;
    const photo = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([Uint8Array.from(photo)], { type: 'image/jpeg' }), 'noise.jpg');
    const upload = fetch(`${url}/api/admin/upload`, { method: 'POST', headers: { cookie }, body: form });
    const isUpload = (line: LogLine) => line.req?.url === '/api/admin/upload';
    await waitFor('upload never reached the server', () => first.log().some(isUpload), first.output);
    first.child.kill('SIGTERM');

    const response = await upload;
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    const answeredAt = Date.now();
    expect(await first.exited).toBe(0);
    // Answered with `Connection: close`, the upload's socket does not hold the exit for the keep-alive timeout.
    expect(Date.now() - answeredAt).toBeLessThan(10_000);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);

    // The proof it was in flight: the server logged the upload coming in, then the signal, then its answer.
    const log = first.log();
    const started = log.findIndex(isUpload);
    const reqId = log[started]!.reqId;
    const signalled = log.findIndex((line) => line.msg?.startsWith('SIGTERM received'));
    const answered = log.findIndex((line) => line.reqId === reqId && line.msg === 'request completed');
    expect(signalled).toBeGreaterThan(started);
    expect(answered).toBeGreaterThan(signalled);
    expect(log[answered]!.res?.statusCode).toBe(201);

    const second = startServer();
    await waitReady(second);
    expect(second.output()).not.toContain('setup=');
    const image = await fetch(`${url}${imageUrl}`);
    expect(image.status).toBe(200);
    // Read to the end: a response left unread keeps its socket busy, and the server's exit waits for it.
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'coach', password: 'long-enough-pw' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('does not let a request still running at the shutdown limit hold the process', async () => {
    const server = startServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    await waitReady(server);
    // An enquiry whose body starts and never ends: the request stays in flight for as long as the server waits.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"firstName": "Ana", "message": "'));
      },
    });
    const stalled = fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit).then(
      () => 'answered',
      () => 'cut off', // the server closed the connection
    );
    const isStalled = (line: LogLine) => line.req?.url === '/api/contact';
    await waitFor('the enquiry never reached the server', () => server.log().some(isStalled), server.output);
    server.child.kill('SIGTERM');

    // Without the limit the process would wait for a body that never comes; with it, it closes and exits.
    expect(await server.exited).toBe(0);
    expect(await stalled).toBe('cut off');
    const log = server.log();
    const signalled = log.findIndex((line) => line.msg?.startsWith('SIGTERM received'));
    const forced = log.findIndex((line) => line.msg?.startsWith('requests still in flight after 1000 ms'));
    expect(signalled).toBeGreaterThan(log.findIndex(isStalled));
    expect(forced).toBeGreaterThan(signalled);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 180_000);

  it('refuses to start without the key over sealed data, saying what to do', async () => {
    const dataKey = randomBytes(32).toString('base64');
    // A follower's address sealed with dataKey, as a server started with it would have stored it.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db.insert(followers).values({
      ...storedAddress(createSealer({ DATA_KEY: dataKey }), { DATA_KEY: dataKey }, 'rose@example.com'),
      confirmToken: 'c',
      manageToken: 'm',
      unsubscribeToken: 'u',
    });
    await database.close();

    // (A wrong key and the right one are told apart at the API level: src/server/registrations/data-key.test.ts.)
    const refused = startServer({ DATA_KEY: '' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('Set DATA_KEY to the key they were sealed with');
  }, 180_000);
});
