// What an enquiry alert says. Plain text: it reads the same in every mail app and on a phone. It answers to the
// family, whose address staff need to reply.
import { ageGroupLabel, CLUB } from '../../shared/constants';
import type { Env } from '../env';
import { type MailAddresses, staffFrom } from '../mail/addresses';
import { portalLink } from '../mail/portal-link';
import type { EnquiryRow } from '../services/enquiries';

export function enquiryAlert(enquiry: EnquiryRow, addresses: MailAddresses & { staff: string }, env: Env) {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
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
    `Reply to this email to answer ${enquiry.firstName}. Mark the enquiry Replied, add notes or close it in ${portalLink(env, 'inquiries', 'Contact Inquiries')}`,
  ].join('\n');
  return {
    from: staffFrom(addresses, addresses.staff),
    to: addresses.staff,
    replyTo: { name, address: enquiry.email },
    subject: `New enquiry from ${name}`,
    text,
  };
}
