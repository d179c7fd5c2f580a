// The links a follower's emails carry: each holds one of the follower's single-purpose random tokens,
// so a forwarded news email can stop that address's mail but not read or change its choices elsewhere.
import { randomBytes } from 'node:crypto';
import { followLinkHref, paths } from '../../shared/paths';
import type { Env } from '../env';
import { absoluteUrl } from '../public-url';

/** 32 random bytes, base64url: unguessable, and safe in a URL as it is. */
export const newFollowToken = (): string => randomBytes(32).toString('base64url');

/** The pages behind the links: confirm the address, change the choices, stop every email at once. */
export const FOLLOW_PATHS = {
  confirm: paths.followConfirm,
  manage: paths.followManage,
  unsubscribe: paths.followUnsubscribe,
} as const;

const withToken = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, path: string, token: string) =>
  absoluteUrl(env, followLinkHref(path, token));

type Tokens = { confirmToken: string; manageToken: string; unsubscribeToken: string };

export function followLinks(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, follower: Tokens) {
  return {
    confirm: withToken(env, FOLLOW_PATHS.confirm, follower.confirmToken),
    manage: withToken(env, FOLLOW_PATHS.manage, follower.manageToken),
    unsubscribe: withToken(env, FOLLOW_PATHS.unsubscribe, follower.unsubscribeToken),
  };
}

/**
 * RFC 8058 one-click unsubscribe, on every email to a follower: a mail app POSTs
 * 'List-Unsubscribe=One-Click' to the https URL, with no page to open.
 */
export function unsubscribeHeaders(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, follower: Tokens): Record<string, string> {
  return {
    'List-Unsubscribe': `<${followLinks(env, follower).unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
