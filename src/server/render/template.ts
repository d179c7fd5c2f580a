// The HTML shell (index.html) and how a page's head, body and assets go into it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImagePreload } from '../../client/features/public/landing/hero-section';
import { projectRoot } from '../project-root';
import type { PageAssets } from './assets';

export const clientDist = join(projectRoot, 'dist', 'client');

export const loadTemplate = (): string => readFileSync(join(projectRoot, 'index.html'), 'utf8');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type Page = {
  title: string;
  description: string;
  html: string;
  noindex?: boolean;
  assets: PageAssets;
  preloadImages?: ImagePreload[];
};

export function fillTemplate(template: string, page: Page, siteName: string): string {
  const { styles, scripts, preloads } = page.assets;
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
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    // `crossorigin` matches module scripts' own mode, so the browser reuses what it preloaded.
    ...scripts.map((src) => `<script type="module" crossorigin src="${escapeHtml(src)}"></script>`),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ]
    .filter(Boolean)
    .join('\n    ');
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => page.html);
}
