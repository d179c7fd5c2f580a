// `npm run dev`: the real server (API, server rendering) with Vite in middleware mode serving the client modules
// with hot reload. `tsx watch` restarts this process when server or rendered code changes.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { buildApp } from './app';
import { announceSetupLink } from './auth/setup-code';
import { loadEnv } from './env';
import { projectRoot } from './project-root';
import { CONTENT_SECURITY_POLICY } from './render';
import { exitUnlessKeysOpenStoredData, openDatabaseOrExit, storageFor } from './start';

process.env.NODE_ENV ??= 'development';
const env = loadEnv();

const database = await openDatabaseOrExit(env);
await exitUnlessKeysOpenStoredData(database, env);
await announceSetupLink(database, env);

// React Refresh's preamble is an inline script and the HMR client talks over a WebSocket.
const DEV_POLICY = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace(
  "connect-src 'self'",
  "connect-src 'self' ws: wss:",
);

let vite: ViteDevServer | undefined;
const app = await buildApp({
  env,
  database,
  storage: storageFor(env, database),
  render: {
    contentSecurityPolicy: DEV_POLICY,
    transformTemplate: async (url, template) => vite!.transformIndexHtml(url, template),
  },
});
vite = await createViteServer({
  root: projectRoot,
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: app.server } },
});

const publicDir = join(projectRoot, 'public');
const isPublicFile = (pathname: string) => {
  const file = join(publicDir, decodeURIComponent(pathname));
  return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
};
const VITE_PREFIXES = ['/@vite/', '/@react-refresh', '/@id/', '/@fs/', '/src/', '/node_modules/'];

// Vite answers its own URLs (modules, its client, public files); everything else goes to the app's routes.
app.addHook('onRequest', (request, reply, done) => {
  const pathname = request.url.split('?')[0] ?? '/';
  if (!VITE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && !isPublicFile(pathname)) return done();
  reply.hijack();
  vite!.middlewares(request.raw, reply.raw, () => {
    reply.raw.statusCode = 404;
    reply.raw.end();
  });
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await vite?.close();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

await app.listen({ port: env.PORT, host: env.HOST });
