// What an enquiry alert says and to whom it goes. Plain text: it reads the same in every mail app and on a phone.
import { ageGroupLabel, CLUB } from '../../shared/constants';
import { PLACEHOLDER_CONTACT } from '../../shared/fallback';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { EnquiryRow } from '../services/enquiries';
import { getSettings } from '../services/settings';

/**
 * ALERT_EMAIL, else the club's contact email from Site Settings; null while that is still the placeholder
 * (nobody reads info@example.com: the alerts wait until there is a real address).
 */
export async function alertRecipient(db: Db, env: Env): Promise<string | null> {
  if (env.ALERT_EMAIL) return env.ALERT_EMAIL;
  const email = (await getSettings(db)).contactEmail.trim();
  return email === '' || email === PLACEHOLDER_CONTACT.email ? null : email;
}

/**
 * The sender: the SMTP account's user name when it is an address (most mail services accept no other From),
 * else the recipient's own address.
 */
export function alertSender(smtpUrl: string, recipient: string): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return `"${CLUB.name} website" <${user.includes('@') ? user : recipient}>`;
}

export function alertMessage(enquiry: EnquiryRow, recipient: string, env: Env & { SMTP_URL: string }) {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const inbox = env.PUBLIC_URL
    ? `${env.PUBLIC_URL}/admin/inquiries`
    : 'the Contact Inquiries section of the staff portal (/admin/inquiries)';
  const text = [
    `${name} sent an enquiry through the ${CLUB.name} website.`,
    '',
    `Name: ${name}`,
    `Email: ${enquiry.email}`,
    `Phone: ${enquiry.phone ?? 'Not given'}`,
    `Interested in: ${enquiry.ageGroup ? ageGroupLabel(enquiry.ageGroup) : 'Not given'}`,
    '',
    'Message:',
    enquiry.message,
    '',
    `Reply to this email to answer ${enquiry.firstName}. Mark the enquiry Replied, add notes or close it in ${inbox}`,
  ].join('\n');
  return {
    from: alertSender(env.SMTP_URL, recipient),
    to: recipient,
    replyTo: { name, address: enquiry.email },
    subject: `New enquiry from ${name}`,
    text,
  };
}

/**
 * Why a send failed, for the portal and the outbox: the mail server's answer, or what went wrong with the
 * connection. Any address in it is blanked out; the enquiry's content is never in it.
 */
export function alertFailureReason(error: unknown): string {
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
