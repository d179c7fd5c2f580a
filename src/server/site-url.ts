// The site's own absolute address, for what leaves the page (calendar feeds, links to subscribe, previews).
// PUBLIC_URL in production; without it, the address the server listens on locally.
import type { Env } from './env';

export const siteUrl = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string =>
  env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
