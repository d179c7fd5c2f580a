#!/usr/bin/env node
// The last build step: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of
// the client build, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
// the same script on every request. Small files and formats that are already compressed (images, fonts) are left.
//   node scripts/compress-assets.mjs [DIR=dist/client]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIR = process.argv[2] ?? 'dist/client';
const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.html', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // The build manifests are the server's, never sent.
    if (entry.isDirectory() && entry.name !== '.vite') yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(DIR)) {
  if (!TEXT.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
  const raw = readFileSync(path);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  count++;
  before += raw.length;
  after += br.length;
}
console.log(`Precompressed ${count} files in ${DIR}: ${before} bytes, ${after} with brotli.`);
