// Build files as a browser gets them: precompressed at build time, hashed ones cached for a year, and `npm start`
// in production mode. A small client build is written for the test (the real one may not exist yet).

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createDiskStorage } from '../media/storage';
import { projectRoot } from '../project-root';
import { NON_PAGE_CONTENT_SECURITY_POLICY } from '../security-headers';
import { openTestDatabase } from '../test-app';

const dist = mkdtempSync(join(tmpdir(), 'club-dist-'));
const script = `export const greeting = ${JSON.stringify('Welcome to the club. '.repeat(200))};\n`;
let app: FastifyInstance;
let drop: () => Promise<void>;
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'entry-AbCd1234.js'), script);
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build's last step, as `npm run build` runs it.
  execFileSync('node', [join(projectRoot, 'scripts', 'compress-assets.mjs'), dist]);
  const db = await openTestDatabase();
  drop = db.drop;
  close = () => db.database.close();
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dist });
  app = await buildApp({
    env,
    database: db.database,
    storage: createDiskStorage(join(dist, 'uploads')),
    render: { clientDist: dist },
  });
});
afterAll(async () => {
  await app?.close();
  await close?.();
  await drop?.();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('build files', () => {
  it('are written compressed beside the originals at build time', () => {
    const raw = readFileSync(join(dist, 'assets', 'entry-AbCd1234.js'));
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'entry-AbCd1234.js.br')))).toEqual(raw);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'entry-AbCd1234.js.gz')))).toEqual(raw);
  });

  it('serve a hashed script precompressed, cached for a year and immutable', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/assets/entry-AbCd1234.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
      expect(res.rawPayload.length).toBeLessThan(script.length / 10);
      expect(decode(res.rawPayload).toString()).toBe(script);
      // The build's bytes as they are, not compressed again for this request.
      const suffix = encoding === 'br' ? '.br' : '.gz';
      expect(res.rawPayload).toEqual(readFileSync(join(dist, 'assets', `entry-AbCd1234.js${suffix}`)));
    }
    const plain = await get('/assets/entry-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serve other public files with a day of caching', async () => {
    const res = await get('/logo.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('never serve the build manifests', async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('npm start', () => {
  it('runs the server in production mode (React without its development checks)', () => {
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toMatch(/^NODE_ENV=production node dist\/server\/index\.js$/);
  });
});
