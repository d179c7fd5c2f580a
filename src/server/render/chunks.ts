// The built client's chunk files behind a page, so its HTML can ask for them at once (<link rel="modulepreload">)
// instead of the browser finding them one import at a time: on a slow link every round trip counts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Rolldown names a chunk `<module file name>-<8 character base64url hash>.js`. */
const chunkFile = (chunk: string) =>
  new RegExp(`^${chunk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[A-Za-z0-9_-]{8}\\.js$`);
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([A-Za-z0-9_.-]+\.js)["']/g;

export type ChunkPreloads = (chunk: string | undefined) => string[];

/** For a page chunk name: its file and the files it statically imports, minus those the template already loads. */
export function chunkPreloads(clientDist: string, template: string): ChunkPreloads {
  const assets = join(clientDist, 'assets');
  if (!existsSync(assets)) return () => [];
  const files = readdirSync(assets);
  const loaded = new Set([...template.matchAll(/\/assets\/([A-Za-z0-9_.-]+\.js)/g)].map((m) => m[1]));
  const cache = new Map<string, string[]>();

  const staticImports = (file: string) =>
    [...readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]!);

  return (chunk) => {
    if (!chunk) return [];
    const cached = cache.get(chunk);
    if (cached) return cached;
    const pattern = chunkFile(chunk);
    const matches = files.filter((f) => pattern.test(f));
    const found: string[] = [];
    // Exactly one file is the page; anything else means the names are not what we think, so hint nothing.
    if (matches.length === 1) {
      const queue = [matches[0]!];
      while (queue.length > 0) {
        const file = queue.shift()!;
        if (loaded.has(file) || found.includes(file) || !files.includes(file)) continue;
        found.push(file);
        queue.push(...staticImports(file));
      }
    }
    const hrefs = found.map((f) => `/assets/${f}`);
    cache.set(chunk, hrefs);
    return hrefs;
  };
}
