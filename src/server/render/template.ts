// The HTML shell (index.html) and how a page's head, body and assets go into it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
};

export function fillTemplate(template: string, page: Page, siteName: string): string {
  const { styles, scripts, preloads } = page.assets;
  const head = [
    `<title>${escapeHtml(`${page.title} | ${siteName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.noindex ? '<meta name="robots" content="noindex" />' : '',
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    // `crossorigin` matches module scripts' own mode, so the browser reuses what it preloaded.
    ...scripts.map((src) => `<script type="module" crossorigin src="${escapeHtml(src)}"></script>`),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ]
    .filter(Boolean)
    .join('\n    ');
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => page.html);
}
