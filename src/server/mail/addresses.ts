// Whom each email goes to and from, and how a failed send is described. Staff kinds go to ALERT_EMAIL, else the
// club's contact email; families' emails come from the club and are answered to the club.
import { CLUB } from '../../shared/constants';
import { PLACEHOLDER_CONTACT } from '../../shared/fallback';
import type { SiteSettings } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { getSettings } from '../services/settings';
import { FAMILY_KINDS, FOLLOWER_KINDS, type MailKind, STAFF_KINDS } from './kinds';

export type MailAddresses = {
  /** Where staff kinds go; null while there is no real address (they wait until there is). */
  staff: string | null;
  /** The club's address that families answer to: the contact email, else ALERT_EMAIL. */
  club: string | null;
  /** The SMTP account's user name when it is an address (most mail services accept no other From). */
  account: string | null;
};

/** The contact email from Site Settings, or null while it is the placeholder (nobody reads info@example.com). */
function contactEmail(settings: Pick<SiteSettings, 'contactEmail'>): string | null {
  const email = settings.contactEmail.trim();
  return email === '' || email.toLowerCase() === PLACEHOLDER_CONTACT.email ? null : email;
}

export function mailAddresses(settings: Pick<SiteSettings, 'contactEmail'>, env: Env): MailAddresses {
  const contact = contactEmail(settings);
  const user = env.SMTP_URL ? decodeURIComponent(new URL(env.SMTP_URL).username) : '';
  return {
    staff: env.ALERT_EMAIL ?? contact,
    club: contact ?? env.ALERT_EMAIL ?? null,
    account: user.includes('@') ? user : null,
  };
}

/** ALERT_EMAIL, else the club's contact email; null while that is still the placeholder. */
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
