// Whom each email goes to and from, and how a failed send is described. Staff kinds go to the staff alerts address,
// and families answer to it: ALERT_EMAIL, else the Site Settings' 'Staff alerts email', which only an Admin sets.
// Never the contact email shown to visitors: an Editor may change that one, and must not be able to send the
// alerts of registrations (a child's name and reference) or families' replies to an address of their own.
import { CLUB } from '../../shared/constants';
import type { SiteSettings } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { getSettings } from '../services/settings';
import { FAMILY_KINDS, FOLLOWER_KINDS, type MailKind, STAFF_KINDS } from './kinds';

export type MailAddresses = {
  /** Where staff kinds go; null while there is none (they wait until there is). */
  staff: string | null;
  /** The club's address that families answer to: the same Admin-set staff address. */
  club: string | null;
  /** The SMTP account's user name when it is an address (most mail services accept no other From). */
  account: string | null;
};

/** ALERT_EMAIL, else the Admin's 'Staff alerts email'; null while neither is set. */
export function staffAddress(settings: Pick<SiteSettings, 'alertEmail'>, env: Pick<Env, 'ALERT_EMAIL'>) {
  return env.ALERT_EMAIL ?? (settings.alertEmail?.trim() || null);
}

export function mailAddresses(settings: Pick<SiteSettings, 'alertEmail'>, env: Env): MailAddresses {
  const staff = staffAddress(settings, env);
  const user = env.SMTP_URL ? decodeURIComponent(new URL(env.SMTP_URL).username) : '';
  return { staff, club: staff, account: user.includes('@') ? user : null };
}

/** Where staff alerts go now (staffAddress), from the stored settings. */
export async function alertRecipient(db: Db, env: Env): Promise<string | null> {
  return mailAddresses(await getSettings(db), env).staff;
}

/**
 * The kinds that can go now: staff ones when there is a staff address, families' and followers' when there is one
 * to send from.
 */
export function sendableKinds(addresses: MailAddresses): MailKind[] {
  const from = addresses.account ?? addresses.club;
  return [...(addresses.staff ? STAFF_KINDS : []), ...(from ? [...FAMILY_KINDS, ...FOLLOWER_KINDS] : [])];
}

/** To staff: from the account when it is an address, else from the recipient's own address. */
export const staffFrom = (addresses: MailAddresses, recipient: string) =>
  `"${CLUB.name} website" <${addresses.account ?? recipient}>`;

/** To a family: from the account when it is an address, else from the club's address. */
export const familyFrom = (addresses: MailAddresses) => `"${CLUB.name}" <${addresses.account ?? addresses.club}>`;

/**
 * Why a send failed, for the portal and the outbox: the mail server's answer, or what went wrong with the
 * connection. Any address in it is blanked out; the email's content is never in it.
 */
export function failureReason(error: unknown): string {
  const { code, response } = (error ?? {}) as { code?: unknown; response?: unknown };
  const reason =
    typeof response === 'string' && response !== ''
      ? `the mail server answered "${response}"`
      : code === 'EAUTH'
        ? 'the mail server refused the user name or password'
        : code === 'ETIMEDOUT'
          ? 'the mail server did not answer in time'
          : typeof code === 'string'
            ? `the mail server could not be reached (${code})`
            : 'the mail server could not be reached';
  return reason.replace(/[^\s<>"]+@[^\s<>"]+/g, '(address)').slice(0, 300);
}
