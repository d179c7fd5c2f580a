import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { createDiskStorage } from '../media/storage';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz: the process is up', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz: the database answers', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz and every route needing the database answer 503 once it is gone, while /healthz stays up', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'club-health-'));
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildApp({ env, database, storage: createDiskStorage(join(dataDir, 'uploads')) });
    try {
      await database.close();
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'Database unavailable' });
      expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
      // A closed (or crashed) PGlite is a database that is unavailable, not a bug: 503, not 500.
      const enquiry = { firstName: 'Ana', lastName: 'Kei', email: 'ana@example.com', message: 'Is there a U12 team?' };
      const write = await app.inject({ method: 'POST', url: '/api/contact', payload: enquiry });
      expect(write.statusCode).toBe(503);
      expect(write.headers['retry-after']).toBe(ready.headers['retry-after']);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
