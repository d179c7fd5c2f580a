// Every import inside src/ goes one way (docs/architecture.md "Import direction"): no files reach each other through
// their imports, type imports included; inside the server no module imports a layer above its own; and the server
// imports the client only to render pages. Biome cannot see a cycle or a layer, so this reads every import itself,
// and a failure names each cycle's imports and each import to change.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * The server's layers, lowest first (docs/architecture.md lists the same): a module imports its own layer or a lower
 * one, never a higher one. A folder ends with '/'; a file in the server's root is named as it is.
 */
const SERVER_LAYERS: { name: string; holds: string[] }[] = [
  {
    name: 'foundations',
    holds: [
      'env.ts',
      'errors.ts',
      'club-clock.ts',
      'logging/',
      'project-root.ts',
      'public-url.ts',
      'escape-html.ts',
      'escape-xml.ts',
      'csv.ts',
      'periodic-task.ts',
      'contract-problems.ts',
      'openapi/',
      'security-headers.ts',
    ],
  },
  { name: 'storage', holds: ['db/', 'sealing/'] },
  { name: 'services', holds: ['services/', 'media/', 'cache/', 'articles/', 'limits/', 'calendar/'] },
  { name: 'auth and mail', holds: ['auth/', 'mail/'] },
  {
    name: 'features',
    holds: ['activity/', 'follow/', 'registrations/', 'inquiries/', 'tours/', 'backup/', 'families/', 'payments/'],
  },
  { name: 'entities', holds: ['entities/'] },
  {
    name: 'the HTTP contract',
    holds: ['api-contract.ts', 'response-schemas.ts', 'cross-site-guard.ts', 'error-handler.ts', 'response-check.ts'],
  },
  { name: 'routes and pages', holds: ['routes/', 'render/', 'visits/'] },
  {
    name: 'the app',
    holds: [
      'app.ts',
      'start.ts',
      'index.ts',
      'dev.ts',
      'test-app.ts',
      'vitest-setup.ts',
      'mail-composers.ts',
      'retention-sweep.ts',
    ],
  },
];

/**
 * The server code that may import the client: the pages' rendering, and an article's body drawn by the page's own
 * component.
 */
const RENDERS_PAGES = ['server/render/', 'server/articles/article-html.ts'];

const TEST_FILE = /\.test\.tsx?$/;

/** Every source file under src/ but the tests, as a path from src/ with '/' between folders. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const fromSrc = (path: string) => relative(SRC, path).split('\\').join('/');

/**
 * Relative module names a file imports: `import ... from`, `import type ... from`, `export ... from`, `import '...'`
 * and `import('...')`. Lines of comments are skipped, so an example in a comment is no import.
 */
const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"](\.{1,2}\/[^'"]*)['"]/gm;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*).*$/gm;

/** The source file a relative module name from `file` stands for, if it is one (not a stylesheet, an image, ...). */
function resolveImport(file: string, name: string): string | undefined {
  const base = resolve(dirname(file), name.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
}

/** Each source file and the source files it imports, by their paths from src/. */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC);
  const known = new Set(files.map(fromSrc));
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8').replace(COMMENT_LINE, '');
      const imported = [...text.matchAll(IMPORTED)].flatMap((match) => {
        const target = resolveImport(file, match[1]!);
        return target && known.has(fromSrc(target)) ? [fromSrc(target)] : [];
      });
      return [fromSrc(file), [...new Set(imported)].sort()];
    }),
  );
}

/** The groups of files that reach each other through their imports (strongly connected, Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** The layer of a server file (its index in SERVER_LAYERS), or -1 when none holds it. */
function layerOf(file: string): number {
  const inServer = file.slice('server/'.length);
  return SERVER_LAYERS.findIndex(({ holds }) =>
    holds.some((place) => (place.endsWith('/') ? inServer.startsWith(place) : inServer === place)),
  );
}

const graph = importGraph();
const serverFiles = [...graph.keys()].filter((file) => file.startsWith('server/'));

describe('the imports inside src/', () => {
  it('are read from every source file, type-only and dynamic ones too', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('server/app.ts')).toContain('server/env.ts');
    // `import type { ... } from`, over several lines.
    expect(graph.get('server/entities/define.ts')).toContain('server/follow/followed-writes.ts');
    // `import('...')`.
    expect(graph.get('client/islands/registry.ts')).toContain('client/features/public/layout/navbar.tsx');
  });

  it('form no cycle between files (type imports count): each cycle is listed with the imports inside it', () => {
    const found = cycles(graph).map((group) => {
      const members = new Set(group);
      const inside = group.flatMap((file) =>
        graph
          .get(file)!
          .filter((to) => members.has(to))
          .map((to) => `${file} -> ${to}`),
      );
      return `${group.length} files reach each other: ${inside.join(', ')}`;
    });
    expect(found).toEqual([]);
  });

  // A new folder or root file of the server needs a layer: in SERVER_LAYERS and in the architecture doc.
  it('place every server file in a layer', () => {
    expect(serverFiles.filter((file) => layerOf(file) < 0)).toEqual([]);
  });

  it('go down or sideways inside the server, never up a layer', () => {
    const upward = serverFiles.flatMap((file) =>
      graph
        .get(file)!
        .filter((to) => to.startsWith('server/') && layerOf(file) >= 0 && layerOf(to) > layerOf(file))
        .map((to) => `${file} (${SERVER_LAYERS[layerOf(file)]!.name}) -> ${to} (${SERVER_LAYERS[layerOf(to)]!.name})`),
    );
    expect(upward).toEqual([]);
  });

  it('reach the client from the server only to render pages', () => {
    const rendersPages = (file: string) =>
      RENDERS_PAGES.some((place) => (place.endsWith('/') ? file.startsWith(place) : file === place));
    const toClient = serverFiles
      .filter((file) => !rendersPages(file))
      .flatMap((file) =>
        graph
          .get(file)!
          .filter((to) => to.startsWith('client/'))
          .map((to) => `${file} -> ${to}`),
      );
    expect(toClient).toEqual([]);
  });
});
