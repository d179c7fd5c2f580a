// Makes each email from its outbox row at the moment it is sent, from the row it is about as it is then. Answers
// null when there is nothing to send any more: the enquiry, registration or follower is gone, the family has no
// address, the decision was changed since (a Waitlisted registration Accepted before its email went), or the
// follower has already confirmed (and has no new choices waiting).
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RegistrationPrivate } from '../../shared/registration';
import { contactInquiries, followers, registrations, type SiteSettings, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import { readFollower } from '../follow/address';
import { followConfirmation } from '../follow/confirmation-mail';
import { followerEmail } from '../follow/follower-mail';
import { clubTeams, pendingChoices } from '../follow/service';
import { enquiryAlert } from '../inquiries/enquiry-alert';
import {
  type RegistrationForMail,
  registrationAlert,
  registrationConfirmation,
  registrationDecision,
} from '../registrations/registration-mail';
import type { MailAddresses } from './addresses';
import { FOLLOWER_KINDS } from './kinds';
import type { ClaimedMail } from './outbox';

export type Message = {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  /** A follower's email: RFC 8058 one-click unsubscribe (follow/links.ts). */
  headers?: Record<string, string>;
};

async function readRegistration(db: Db, id: string): Promise<RegistrationForMail | null> {
  const [row] = await db
    .select({ ...getTableColumns(registrations), teamName: teams.name })
    .from(registrations)
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(eq(registrations.id, id));
  return row ?? null;
}

export async function composeMail(
  app: Pick<FastifyInstance, 'db' | 'env' | 'sealer'>,
  mail: ClaimedMail,
  addresses: MailAddresses,
  settings: SiteSettings,
): Promise<Message | null> {
  const { staff } = addresses;
  if (FOLLOWER_KINDS.includes(mail.kind)) return followerEmail(app, mail, addresses);
  if (mail.kind === 'enquiry-alert') {
    if (!mail.inquiryId || !staff) return null;
    const [enquiry] = await app.db.select().from(contactInquiries).where(eq(contactInquiries.id, mail.inquiryId));
    return enquiry ? enquiryAlert(enquiry, { ...addresses, staff }, app.env) : null;
  }
  if (mail.kind === 'follow-confirmation') return composeFollowConfirmation(app, mail, addresses);
  const registration = mail.registrationId ? await readRegistration(app.db, mail.registrationId) : null;
  if (!registration) return null;
  if (mail.kind === 'registration-alert') {
    return staff ? registrationAlert(registration, { ...addresses, staff }, app.env) : null;
  }
  const contacts = app.sealer.open<RegistrationPrivate>(registration.private);
  const email = contacts.email?.trim();
  if (!email) return null;
  const context = { registration, contacts: { ...contacts, email }, settings, addresses };
  if (mail.kind === 'registration-confirmation') return registrationConfirmation(context);
  const { status } = registration;
  return status === 'waitlisted' || status === 'declined' ? registrationDecision(context, status, mail.message) : null;
}

/** The names of the followed teams that still exist, in the club's order. */
async function followedTeamNames(db: Db, ids: string[]): Promise<string[]> {
  return (await clubTeams(db)).filter((team) => ids.includes(team.id)).map((team) => team.name);
}

async function composeFollowConfirmation(
  app: Pick<FastifyInstance, 'db' | 'env' | 'sealer'>,
  mail: ClaimedMail,
  addresses: MailAddresses,
): Promise<Message | null> {
  if (!mail.followerId) return null;
  const follower = await readFollower(app, eq(followers.id, mail.followerId));
  if (!follower) return null;
  // A confirmed address is asked about the choices waiting for it; with none (confirmed, or changed through the
  // manage link since it was queued), nothing is left to ask.
  const pending = pendingChoices(follower);
  if (follower.confirmedAt && !pending) return null;
  const choices = pending ?? follower;
  return followConfirmation(
    { ...follower, ...choices },
    await followedTeamNames(app.db, choices.teamIds),
    addresses,
    app.env,
  );
}
