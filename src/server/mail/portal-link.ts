import type { Env } from '../env';

/** A staff portal section as a link (PUBLIC_URL set), else named with its path. */
export const portalLink = (env: Pick<Env, 'PUBLIC_URL'>, section: string, title: string) =>
  env.PUBLIC_URL
    ? `${env.PUBLIC_URL}/admin/${section}`
    : `the ${title} section of the staff portal (/admin/${section})`;
