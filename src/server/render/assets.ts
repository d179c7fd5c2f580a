// The stylesheet and scripts a page loads, read from Vite's build manifests: the portal's app (vite.config.ts) for
// /auth and /admin; for public pages the islands entry and the chunks of the islands the page rendered
// (vite.islands.config.ts). Every script a page will import is named in its HTML, so the browser fetches them at once
// instead of one import at a time: on a slow link every round trip counts. The portal preloads them
// (<link rel="modulepreload">); a public page names them on its boot script, which preloads them and imports the
// entry once the page has painted (ADR 037).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISLANDS, type IslandName } from '../../client/islands/registry';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** `boot`: a script that loads `modules` (an entry, then the chunks it imports) after the first paint. */
export type PageAssets = {
  styles: string[];
  scripts: string[];
  preloads: string[];
  boot?: { script: string; modules: string[] };
};
export type AssetResolver = {
  publicPage(islands: readonly IslandName[]): PageAssets;
  portal(): PageAssets;
};

export const STYLES_SOURCE = 'src/client/styles.css';
export const PORTAL_SOURCE = 'src/client/entry-portal.tsx';
export const ISLANDS_SOURCE = 'src/client/islands/entry.ts';
export const BOOT_SOURCE = 'src/client/islands/boot.ts';

export const manifestPaths = (clientDist: string) => ({
  main: join(clientDist, '.vite', 'manifest.json'),
  islands: join(clientDist, '.vite', 'islands-manifest.json'),
});

/** Under Vite (development, or tests without a build) the sources are served as they are. */
export const sourceAssets: AssetResolver = {
  publicPage: () => ({ styles: [`/${STYLES_SOURCE}`], scripts: [`/${ISLANDS_SOURCE}`], preloads: [] }),
  portal: () => ({ styles: [`/${STYLES_SOURCE}`], scripts: [`/${PORTAL_SOURCE}`], preloads: [] }),
};

/** A chunk's file and every file it imports statically, depth first. */
function filesOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

function entryAssets(manifest: Manifest, entry: string, styles: string[]) {
  const [script, ...imports] = [...filesOf(manifest, entry)];
  if (!script) throw new Error(`${entry} is not in the build manifest: run npm run build again`);
  return { script: `/${script}`, imports: imports.map((f) => `/${f}`), styles };
}

export function builtAssets(clientDist: string): AssetResolver | null {
  const paths = manifestPaths(clientDist);
  if (!existsSync(paths.main) || !existsSync(paths.islands)) return null;
  const main = JSON.parse(readFileSync(paths.main, 'utf8')) as Manifest;
  const islands = JSON.parse(readFileSync(paths.islands, 'utf8')) as Manifest;
  const stylesFile = main[STYLES_SOURCE]?.file;
  if (!stylesFile) throw new Error(`${STYLES_SOURCE} is not in the build manifest: run npm run build again`);
  const styles = [`/${stylesFile}`];
  const portal = entryAssets(main, PORTAL_SOURCE, styles);
  const islandsEntry = entryAssets(islands, ISLANDS_SOURCE, styles);
  const boot = entryAssets(islands, BOOT_SOURCE, styles).script;

  const cache = new Map<string, PageAssets>();
  return {
    portal: () => ({ styles, scripts: [portal.script], preloads: portal.imports }),
    publicPage(used) {
      const key = [...used].sort().join(',');
      let assets = cache.get(key);
      if (!assets) {
        const files = new Set(islandsEntry.imports);
        for (const name of used) for (const file of filesOf(islands, ISLANDS[name].src)) files.add(`/${file}`);
        files.delete(islandsEntry.script);
        assets = {
          styles,
          scripts: [],
          preloads: [],
          boot: { script: boot, modules: [islandsEntry.script, ...files] },
        };
        cache.set(key, assets);
      }
      return assets;
    },
  };
}
