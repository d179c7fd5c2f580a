// The site's address for links that leave the site (setup links, link previews, the sitemap): PUBLIC_URL, or
// this machine when it is not set (right only for trying the site locally: set PUBLIC_URL in production).
import type { Env } from './env';

export const publicBaseUrl = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string =>
  env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

/** The absolute URL of a path on this site. */
export const absoluteUrl = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, path: string): string =>
  `${publicBaseUrl(env)}${path}`;
