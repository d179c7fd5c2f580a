// A public page's scripts in the production build: before its first paint the page loads only the small boot
// script, which names the islands' entry and chunks to load once the page has painted (ADR 037).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOOT_SOURCE, builtAssets, ISLANDS_SOURCE, manifestPaths, PORTAL_SOURCE, STYLES_SOURCE } from './assets';
import { fillTemplate } from './template';

const dist = mkdtempSync(join(tmpdir(), 'club-assets-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const NAVBAR = 'src/client/features/public/layout/navbar.tsx';
const paths = manifestPaths(dist);
mkdirSync(join(dist, '.vite'));
writeFileSync(
  paths.main,
  JSON.stringify({
    [STYLES_SOURCE]: { file: 'assets/site-1.css' },
    [PORTAL_SOURCE]: { file: 'assets/portal-1.js', imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-1.js' },
  }),
);
writeFileSync(
  paths.islands,
  JSON.stringify({
    [ISLANDS_SOURCE]: { file: 'assets/islands-1.js' },
    [BOOT_SOURCE]: { file: 'assets/boot-1.js' },
    [NAVBAR]: { file: 'assets/navbar-1.js', imports: [ISLANDS_SOURCE, '_icon.js'] },
    '_icon.js': { file: 'assets/icon-1.js', imports: [ISLANDS_SOURCE] },
  }),
);

describe('a public page in the production build', () => {
  const assets = builtAssets(dist)!.publicPage(['navbar']);
  const html = fillTemplate(
    '<head><!--app-head--></head><!--app-html-->',
    { title: 'Home', description: '', html: '', assets },
    'Club',
  );

  it('loads only the boot script before its first paint, with nothing preloaded', () => {
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/boot-1.js" data-modules="islands-1.js navbar-1.js icon-1.js">',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/site-1.css" />');
  });

  it('leaves the portal as it was: its app and chunks load at once', () => {
    expect(builtAssets(dist)!.portal()).toEqual({
      styles: ['/assets/site-1.css'],
      scripts: ['/assets/portal-1.js'],
      preloads: ['/assets/vendor-1.js'],
    });
  });
});
