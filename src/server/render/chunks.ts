// The built client's files behind a page, read from Vite's build manifest, so the page's HTML can ask for them at
// once (<link rel="modulepreload">) instead of the browser finding them one import at a time: on a slow link
// every round trip counts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type ChunkPreloads = (module: string | undefined) => string[];

export const manifestPath = (clientDist: string) => join(clientDist, '.vite', 'manifest.json');

/** For a page module (its path from the project root): its file and every file it imports statically. */
export function chunkPreloads(clientDist: string): ChunkPreloads {
  const path = manifestPath(clientDist);
  if (!existsSync(path)) return () => [];
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;

  const filesOf = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
    return into;
  };
  // The entry and what it imports are already in the HTML template.
  const inTemplate = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) filesOf(key, inTemplate);

  const cache = new Map<string, string[]>();
  return (module) => {
    if (!module || !manifest[module]) return [];
    let hrefs = cache.get(module);
    if (!hrefs) {
      hrefs = [...filesOf(module, new Set())].filter((f) => !inTemplate.has(f)).map((f) => `/${f}`);
      cache.set(module, hrefs);
    }
    return hrefs;
  };
}
