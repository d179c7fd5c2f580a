// A tiny static server for a built folder, as a well-configured host would serve it: every file compressed
// once (brotli, else gzip), hashed assets cached for a year.
//   node scripts/bench/static-server.mjs DIR     prints {"port": N} once it listens
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};
const root = process.argv[2];
const files = new Map();
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath, entry.name);
  const identity = readFileSync(path);
  files.set(`/${relative(root, path)}`, {
    type: TYPES[extname(path)] ?? 'application/octet-stream',
    cache: path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  });
}

const server = createServer((req, res) => {
  const file = files.get(req.url === '/' ? '/index.html' : req.url.split('?')[0]);
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
  const headers = { 'content-type': file.type, 'cache-control': file.cache, vary: 'accept-encoding' };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(200, headers).end(file[encoding]);
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
