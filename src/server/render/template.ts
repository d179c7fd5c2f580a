// The HTML shell (index.html) and how a page's head, body and assets go into it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImagePreload } from '../../client/features/public/landing/hero-section';
import { MODULES_ATTRIBUTE } from '../../client/islands/island-attributes';
import { PREVIEW_IMAGE } from '../../shared/images';
import { escapeHtml } from '../escape-html';
import { projectRoot } from '../project-root';
import type { PageAssets } from './assets';

export const clientDist = join(projectRoot, 'dist', 'client');

/**
 * index.html without its comments (they are for its readers; every page would carry them to every visitor), but
 * with the two placeholders the pages are filled in at.
 */
export const loadTemplate = (): string =>
  readFileSync(join(projectRoot, 'index.html'), 'utf8').replace(/[ \t]*<!--(?!app-)[\s\S]*?-->\n?/g, '');

/** How a public page is shared and found: absolute URLs (PUBLIC_URL), none for the portal and the 404 page. */
export type PageShare = {
  /** The canonical URL: the page's path, without a query string (a filter shows the same page). */
  url: string;
  /** A 1200x630 JPEG. */
  image: string;
  type: 'website' | 'article';
  jsonLd: object[];
};

export type Page = {
  title: string;
  description: string;
  html: string;
  noindex?: boolean;
  assets: PageAssets;
  preloadImages?: ImagePreload[];
  /** Public pages: the web app manifest (render/offline.ts); the portal has none. */
  webManifest?: string;
  share?: PageShare;
  /** An Atom feed the page offers (the news: every public page), which browsers and feed readers find here. */
  feed?: { title: string; href: string };
};

/**
 * JSON-LD as a data block: the browser never runs it, so the page's CSP (script-src 'self') does not apply. Every
 * `<` is escaped so no text staff typed can close the element.
 */
const jsonLdScript = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** Open Graph and Twitter card tags, the canonical link and the structured data of a public page. */
function shareTags(page: Page, share: PageShare, siteName: string): string[] {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(share.url)}" />`,
    meta('property', 'og:type', share.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', share.url),
    meta('property', 'og:image', share.image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...share.jsonLd.map(jsonLdScript),
  ];
}

/** `files` as the browser resolves them from `script`'s URL: names alone where they are in its folder. */
function relativeTo(script: string, files: string[]): string {
  const folder = script.slice(0, script.lastIndexOf('/') + 1);
  return files.map((file) => (file.startsWith(folder) ? file.slice(folder.length) : file)).join(' ');
}

export function fillTemplate(template: string, page: Page, siteName: string): string {
  const { styles, scripts, preloads, boot } = page.assets;
  const head = [
    `<title>${escapeHtml(`${page.title} | ${siteName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.noindex ? '<meta name="robots" content="noindex" />' : '',
    // First, so the largest picture is not queued behind the stylesheet and scripts on a slow link.
    ...(page.preloadImages ?? []).map(
      (image) =>
        `<link rel="preload" as="image" fetchpriority="high" type="${escapeHtml(image.type)}" ` +
        `imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" media="${escapeHtml(image.media)}" />`,
    ),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin="" href="${escapeHtml(href)}" />`),
    // `crossorigin` matches module scripts' own mode, so the browser reuses what it preloaded.
    ...scripts.map((src) => `<script type="module" crossorigin="" src="${escapeHtml(src)}"></script>`),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin="" href="${escapeHtml(href)}" />`),
    // Nothing preloads the boot script, so it needs no `crossorigin` (a same-origin module's mode either way). The
    // modules are named relative to its folder: the page is no bigger than with a modulepreload link for each.
    boot
      ? `<script type="module" src="${escapeHtml(boot.script)}" ${MODULES_ATTRIBUTE}="${escapeHtml(relativeTo(boot.script, boot.modules))}"></script>`
      : '',
    page.webManifest ? `<link rel="manifest" href="${escapeHtml(page.webManifest)}" />` : '',
    ...(page.share ? shareTags(page, page.share, siteName) : []),
    page.feed
      ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(page.feed.title)}" href="${escapeHtml(page.feed.href)}" />`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => page.html);
}
