// The public site on a phone without signal (ADR 050): the web app manifest and its icons, drawn from
// public/logo.svg like the club's link preview (club-preview.ts); the service worker, built by vite.sw.config.ts
// and served at the site's root with the club's time zone written in; and the offline page it shows for a page
// never opened, which it fills with the saved ones.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CLUB } from '../../shared/constants';
import { OFFLINE_PATH, SAVED_LIST_MARK } from '../../shared/offline-rules';
import { matchesIfNoneMatch } from '../cache/negotiation';
import { notFound } from '../errors';
import { escapeHtml } from '../escape-html';
import { projectRoot } from '../project-root';
import { manifestPaths } from './assets';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';
const ICON_PREFIX = '/icons/';
/** Raise when the drawing below changes, so browsers holding the old icons are given new addresses. */
const DRAWING_VERSION = 1;
/** A maskable icon's content stays inside the middle 80% (the safe zone), the rest is background. */
const MASKABLE_SAFE_ZONE = 0.8;

/**
 * The worker's own policy (a worker takes it from its script's answer, not from the page): it fetches pages and
 * files of this site and nothing else.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'none'; connect-src 'self'";

type Icon = { size: number; maskable: boolean };
const ICONS: Icon[] = [
  { size: 192, maskable: false },
  { size: 512, maskable: false },
  { size: 512, maskable: true },
];

/** The logo is a few flat colours: a palette keeps the smooth edges at about a third of the bytes. */
const PNG = { palette: true, compressionLevel: 9 } as const;

export async function drawIcon(logo: Buffer, { size, maskable }: Icon): Promise<Buffer> {
  const inner = maskable ? Math.round(size * MASKABLE_SAFE_ZONE) : size;
  const drawn = await sharp(logo, { density: 600 }).resize(inner, inner, { fit: 'contain', background: '#0000' });
  if (!maskable) return drawn.png(PNG).toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: CLUB.black } })
    .composite([{ input: await drawn.png().toBuffer(), top: offset, left: offset }])
    .png(PNG)
    .toBuffer();
}

const iconName = (hash: string, icon: Icon) => `${icon.maskable ? 'maskable' : 'icon'}-${hash}-${icon.size}.png`;

export function webManifest(hash: string) {
  return {
    name: CLUB.name,
    short_name: CLUB.brandWord,
    description: CLUB.tagline,
    start_url: '/',
    scope: '/',
    // Opened from the home screen, the site looks like an app; its own navigation bar leads everywhere.
    display: 'standalone',
    theme_color: CLUB.red,
    // The pages' own background, so the splash screen turns into the page without a flash.
    background_color: '#ffffff',
    icons: ICONS.map((icon) => ({
      src: `${ICON_PREFIX}${iconName(hash, icon)}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  };
}

/** Readable on its own: the worker keeps it alone, so it loads nothing (its style is in the page). */
export function offlinePageHtml(): string {
  const name = escapeHtml(CLUB.name);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="theme-color" content="${CLUB.red}" />
<meta name="robots" content="noindex" />
<title>You are offline | ${name}</title>
<style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:${CLUB.black}}header{background:${CLUB.black};color:#fff;padding:1rem;border-bottom:4px solid ${CLUB.red};font-weight:700}main{padding:1rem;max-width:40rem}h1{font-size:1.5rem;margin:0 0 .5rem}a{color:${CLUB.red};font-weight:600}li{margin:.5rem 0}</style>
</head>
<body>
<header>${name}</header>
<main>
<h1>You are offline</h1>
<p>This page has not been saved on this device. Pages you opened with a connection can be read here:</p>
<ul data-saved-pages>${SAVED_LIST_MARK}</ul>
<p><a href="/">Try the home page again</a></p>
</main>
</body>
</html>
`;
}

export type OfflineOptions = {
  clientDist: string;
  contentSecurityPolicy: string;
  /** False under Vite (development): its pages load the sources, and a worker would keep them. */
  serviceWorker: boolean;
  logo?: Buffer;
};

export async function offlineRoutes(app: FastifyInstance, options: OfflineOptions): Promise<void> {
  const logo = options.logo ?? readFileSync(join(projectRoot, 'public', 'logo.svg'));
  const hash = createHash('sha256').update(`${DRAWING_VERSION}\n`).update(logo).digest('hex').slice(0, 12);
  const manifest = JSON.stringify(webManifest(hash));
  const drawn = new Map<string, Promise<Buffer>>();

  app.get(WEB_MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json')
      // Its address has no hash: a day, as for the logo it names.
      .header('Cache-Control', 'public, max-age=86400')
      .send(manifest),
  );

  app.get(`${ICON_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const icon = ICONS.find((i) => iconName(hash, i) === file);
    if (!icon) throw notFound();
    let image = drawn.get(file);
    if (!image) {
      image = drawIcon(logo, icon);
      drawn.set(file, image);
      // A failed drawing is tried again on the next request rather than kept.
      image.catch(() => drawn.delete(file));
    }
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(await image);
  });

  app.get(OFFLINE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', options.contentSecurityPolicy)
      // The worker keeps it apart, per version, and never among the pages a visitor opened (offline-rules mayKeep).
      .header('Cache-Control', 'no-store')
      .send(offlinePageHtml()),
  );

  // Without a build (development under Vite, tests) there is no worker: the site works as without one.
  const built = join(options.clientDist, '.vite', 'sw.js');
  if (!options.serviceWorker || !existsSync(built)) return;
  const paths = manifestPaths(options.clientDist);
  // Changes with every build, so a new version of the site installs a new worker at the next visit.
  const version = createHash('sha256');
  for (const path of [built, paths.main, paths.islands]) if (existsSync(path)) version.update(readFileSync(path));
  const siteVersion = version.digest('hex').slice(0, 12);
  const script = readFileSync(built, 'utf8')
    .replace('__CLUB_TIME_ZONE__', () => app.env.CLUB_TIMEZONE)
    .replace('__SITE_VERSION__', () => siteVersion);
  const tag = `"${createHash('sha256').update(script).digest('hex').slice(0, 16)}"`;
  app.get(SERVICE_WORKER_PATH, { schema: { hide: true } }, async (request, reply) => {
    reply
      .type('text/javascript; charset=utf-8')
      // Asked again at every visit: a new version replaces the worker at once (it skips waiting). The browser asks
      // with the tag it holds, so an unchanged worker costs a 304, not its bytes, on every page opened.
      .header('Cache-Control', 'no-cache')
      .header('ETag', tag)
      .header('Content-Security-Policy', SERVICE_WORKER_CONTENT_SECURITY_POLICY);
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) return reply.status(304).send();
    return reply.send(script);
  });
}
