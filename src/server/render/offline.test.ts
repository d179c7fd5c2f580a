// The site on a phone without signal (ADR 050): the manifest and its icons, the offline page, the worker's script
// and its headers, and answers no worker may keep. The worker's own rules: shared/offline-rules.test.ts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB } from '../../shared/constants';
import { SAVED_LIST_MARK } from '../../shared/offline-rules';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createDiskStorage } from '../media/storage';
import { createTestApp, openTestDatabase, type TestApp } from '../test-app';
import { CONTENT_SECURITY_POLICY } from './index';
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY } from './offline';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe('the web app manifest', () => {
  it("is named in every public page's head, with the theme colour, and in no portal page", async () => {
    for (const url of ['/', '/fixtures', '/news', '/no-such-page']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html, url).toContain(`<meta name="theme-color" content="${CLUB.red}" />`);
    }
    expect((await get('/admin')).body).not.toContain('rel="manifest"');
  });

  it("names the club, opens the home page and carries icons drawn from the club's logo", async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const manifest = res.json<Manifest>();
    expect(manifest).toMatchObject({
      name: CLUB.name,
      short_name: CLUB.brandWord,
      start_url: '/',
      display: 'standalone',
      theme_color: CLUB.red,
    });
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      const image = await get(icon.src);
      expect(image.statusCode, icon.src).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(image.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      // The logo's gold ring at the top middle (inside the maskable icon's safe zone); the maskable icon's corner is
      // the club's black, the others' transparent.
      const size = meta.width!;
      const pixel = async (left: number, top: number) => [
        ...(await sharp(image.rawPayload).ensureAlpha().extract({ left, top, width: 1, height: 1 }).raw().toBuffer()),
      ];
      // The ring is 1/32 of the logo wide, 1/64 below its top; the maskable logo is 80% of the icon, centred.
      const logo = icon.purpose === 'maskable' ? size * 0.8 : size;
      const top = Math.round((size - logo) / 2 + logo * (2 / 64));
      const [r, g, b] = await pixel(size / 2, top);
      expect(r).toBeGreaterThan(200);
      expect(g).toBeGreaterThan(160);
      expect(b).toBeLessThan(100);
      const corner = await pixel(0, 0);
      if (icon.purpose === 'maskable') expect(corner).toEqual([17, 17, 17, 255]);
      else expect(corner[3]).toBe(0);
    }
    // Only the current icons' names are there.
    expect((await get('/icons/icon-000000000000-192.png')).statusCode).toBe(404);
  });
});

describe('the offline page', () => {
  it('is a page of its own, loading nothing, with the place for the saved pages', async () => {
    const res = await get('/offline');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    // Kept by the worker on its own, never as a page the visitor opened.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1>You are offline</h1>');
    expect(res.body).toContain(`<ul data-saved-pages>${SAVED_LIST_MARK}</ul>`);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toMatch(/<(script|link|img)\b/);
  });
});

describe('answers the worker may not keep', () => {
  it('marks a staff preview and anything setting a cookie private', async () => {
    expect((await get('/news/anything?preview')).headers['cache-control']).toBe('private, no-store');
    // The public pages themselves may be kept.
    expect((await get('/fixtures')).headers['cache-control']).toBe('no-cache');
  });

  it('marks an answer that clears the session cookie private', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: 'sid=gone' } });
    expect(res.headers['set-cookie']).toBeDefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the service worker', () => {
  it("is served from the build at the site's root, with the club's zone, asked again at every visit", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'club-sw-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'sw.js'), 'const zone="__CLUB_TIME_ZONE__",version="__SITE_VERSION__";\n');
    const db = await openTestDatabase();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dist,
      CLUB_TIMEZONE: 'Pacific/Port_Moresby',
    });
    const app = await buildApp({
      env,
      database: db.database,
      storage: createDiskStorage(join(dist, 'uploads')),
      render: { clientDist: dist },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/sw.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      // A worker takes its policy from its own script: it may fetch this site's pages and files.
      expect(res.headers['content-security-policy']).toBe(SERVICE_WORKER_CONTENT_SECURITY_POLICY);
      expect(res.body).toMatch(/^const zone="Pacific\/Port_Moresby",version="[0-9a-f]{12}";\n$/);
      // The browser checks for a new version on every page opened: unchanged, it costs a 304.
      const again = await app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // The built file itself is the server's: not served from its folder.
      expect((await app.inject({ method: 'GET', url: '/.vite/sw.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await db.database.close();
      await db.drop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
