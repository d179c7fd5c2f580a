// What the emails about a registration say. The staff alert names the player, team, reference and time only:
// never the family's contacts or medical notes (staff read those in the portal). The family's emails go to the
// address they gave, with the reference, and read the same as the confirmation page.

import { formatClubDayTime, zonePlace } from '../../shared/club-time';
import { CLUB } from '../../shared/constants';
import { REGISTRATION_STATUS_LABELS, type RegistrationPrivate } from '../../shared/registration';
import { KEEP_THE_REFERENCE, REGISTRATION_NEXT_STEPS } from '../../shared/registration-next-steps';
import type { RegistrationRow, SiteSettings } from '../../shared/schema';
import type { Env } from '../env';
import { type MailAddresses, staffFrom } from '../mail/addresses';
import { type Block, clubPhone, familyMessage, linesOf, safeName } from '../mail/family-message';
import { portalLink } from '../mail/portal-link';

export type RegistrationForMail = RegistrationRow & { teamName: string | null };

const playerName = (r: RegistrationForMail) => `${r.firstName} ${r.lastName}`;

const familyPlayerName = (r: RegistrationForMail) => safeName(playerName(r));
const teamLine = (r: RegistrationForMail) => `Team applied for: ${r.teamName ?? 'Not given'}`;

export function registrationAlert(r: RegistrationForMail, addresses: MailAddresses & { staff: string }, env: Env) {
  const received = `${formatClubDayTime(r.createdAt, env.CLUB_TIMEZONE)} (${zonePlace(env.CLUB_TIMEZONE)} time)`;
  const text = [
    `${playerName(r)} was registered for ${r.season} through the ${CLUB.name} website.`,
    '',
    `Reference: ${r.reference}`,
    `Player: ${playerName(r)}`,
    teamLine(r),
    `Received: ${received}`,
    '',
    `Read the registration, accept it or answer the family in ${portalLink(env, 'registrations', 'Registrations')}`,
  ].join('\n');
  return {
    from: staffFrom(addresses, addresses.staff),
    to: addresses.staff,
    subject: `New registration: ${playerName(r)} (${r.reference})`,
    text,
  };
}

export type FamilyContext = {
  registration: RegistrationForMail;
  contacts: RegistrationPrivate & { email: string };
  settings: Pick<SiteSettings, 'feeInformation' | 'contactPhone'>;
  addresses: MailAddresses;
};

/** Whom the email greets: the guardian, or the player who registered themselves (a name that is not one: 'family'). */
const greeting = ({ registration, contacts }: FamilyContext) =>
  `Dear ${safeName(registration.adult || !contacts.guardianName ? registration.firstName : contacts.guardianName) ?? 'family'},`;

const send = (context: FamilyContext, subject: string, blocks: Block[]) =>
  familyMessage(context.contacts.email, subject, blocks, context.addresses, clubPhone(context.settings));

export function registrationConfirmation(context: FamilyContext) {
  const r = context.registration;
  const fee = context.settings.feeInformation.trim();
  // Nothing the visitor typed in the subject: it is what an inbox shows before anything is opened.
  return send(context, `Registration received: ${r.season} (${r.reference})`, [
    { lines: [greeting(context)] },
    { lines: [`Thank you for registering ${familyPlayerName(r) ?? 'your player'} with ${CLUB.name} for ${r.season}.`] },
    { lines: [`Your reference: ${r.reference}`, KEEP_THE_REFERENCE] },
    { lines: [`Season: ${r.season}`, teamLine(r)] },
    { heading: 'What happens next', lines: REGISTRATION_NEXT_STEPS.map((step, i) => `${i + 1}. ${step}`) },
    // As on the confirmation page: no Fees section while Site Settings has none.
    ...(fee ? [{ heading: 'Fees', lines: linesOf(fee) }] : []),
  ]);
}

/** Staff's decision: Waitlisted or Declined, with their message when they wrote one. */
export function registrationDecision(
  context: FamilyContext,
  status: 'waitlisted' | 'declined',
  message: string | null,
) {
  const r = context.registration;
  const whose = familyPlayerName(r);
  const registration = whose ? `${whose}'s registration` : 'your registration';
  const decision =
    status === 'waitlisted'
      ? `${whose ? registration : 'Your registration'} for ${r.season} is on the club's waiting list. The club will contact you if a place opens.`
      : `We are sorry: ${CLUB.name} cannot accept ${registration} for ${r.season}.`;
  const text = message?.trim();
  return send(context, `Your registration ${r.reference}: ${REGISTRATION_STATUS_LABELS[status]}`, [
    { lines: [greeting(context)] },
    { lines: [decision] },
    ...(text ? [{ heading: 'Message from the club', lines: linesOf(text) }] : []),
    { lines: [`Reference: ${r.reference}`] },
  ]);
}
