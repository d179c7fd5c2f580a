// The floor to compare our server with: bare node:http answering recorded responses from memory.
//   node scripts/bench/bare-server.mjs RESPONSES.json
// RESPONSES.json: { "PATH": { "br": response, "none": response } }, response = { status, headers, body (base64) }.
// A request whose Accept-Encoding names br gets the "br" recording, any other the "none" one (a counted visit is the
// same bytes as "br").
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const responses = new Map();
for (const [path, variants] of Object.entries(recorded)) {
  for (const [variant, { status, headers, body }] of Object.entries(variants)) {
    const bytes = Buffer.from(body, 'base64');
    responses.set(`${variant} ${path}`, { status, headers: { ...headers, 'content-length': bytes.length }, bytes });
  }
}

const server = createServer((req, res) => {
  const variant = req.headers['accept-encoding']?.includes('br') ? 'br' : 'none';
  const response = responses.get(`${variant} ${req.url}`);
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(response.status, response.headers);
  res.end(response.bytes);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
