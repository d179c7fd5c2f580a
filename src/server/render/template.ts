// The HTML shell: the built one (with hashed asset links) in production, the source one under Vite in development.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../project-root';

export const clientDist = join(projectRoot, 'dist', 'client');

export function loadTemplate(): string {
  const built = join(clientDist, 'index.html');
  return readFileSync(existsSync(built) ? built : join(projectRoot, 'index.html'), 'utf8');
}

/** The source template, for Vite to transform in development even when a build exists. */
export const loadSourceTemplate = (): string => readFileSync(join(projectRoot, 'index.html'), 'utf8');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: `<` is escaped so no data can close the element. */
const escapeJsonForHtml = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export type Page = {
  title: string;
  description: string;
  html: string;
  state: unknown;
  noindex?: boolean;
  /** Script URLs the page will import; `crossorigin` matches Vite's own tags so the browser reuses them. */
  preloads?: string[];
};

export function fillTemplate(template: string, page: Page, stateId: string, siteName: string): string {
  const head = [
    `<title>${escapeHtml(`${page.title} | ${siteName}`)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.noindex ? '<meta name="robots" content="noindex" />' : '',
    ...(page.preloads ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ]
    .filter(Boolean)
    .join('\n    ');
  const state = `<script type="application/json" id="${stateId}">${escapeJsonForHtml(JSON.stringify(page.state))}</script>`;
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-state-->', () => state);
}
