// The emails the registrations feature sends through the outbox, made from the registration as it is when each
// goes: none once it is deleted, none to a family without an address, and no decision changed since it was queued
// (a Waitlisted registration Accepted before its email went).
import { eq, getTableColumns } from 'drizzle-orm';
import type { RegistrationPrivate } from '../../shared/registration';
import { registrations, teams } from '../../shared/schema';
import type { Db } from '../db/client';
import type { Composer, MailComposers, Message } from '../mail/compose';
import type { ClaimedMail } from '../mail/outbox';
import {
  type FamilyContext,
  type RegistrationForMail,
  registrationAlert,
  registrationConfirmation,
  registrationDecision,
} from './registration-mail';

async function readRegistration(db: Db, id: string): Promise<RegistrationForMail | null> {
  const [row] = await db
    .select({ ...getTableColumns(registrations), teamName: teams.name })
    .from(registrations)
    .leftJoin(teams, eq(teams.id, registrations.teamId))
    .where(eq(registrations.id, id));
  return row ?? null;
}

/** An email to the family: made with their registration and their address, and not at all without either. */
const toFamily =
  (compose: (context: FamilyContext, mail: ClaimedMail) => Message | null): Composer =>
  async (mail, { app, addresses, settings }) => {
    const registration = mail.registrationId ? await readRegistration(app.db, mail.registrationId) : null;
    if (!registration) return null;
    const contacts = app.sealer.open<RegistrationPrivate>(registration.private);
    const email = contacts.email?.trim();
    if (!email) return null;
    return compose({ registration, contacts: { ...contacts, email }, settings, addresses }, mail);
  };

export const registrationComposers = {
  'registration-alert': async (mail, { app, addresses }) => {
    const { staff } = addresses;
    const registration = mail.registrationId ? await readRegistration(app.db, mail.registrationId) : null;
    return registration && staff ? registrationAlert(registration, { ...addresses, staff }, app.env) : null;
  },
  'registration-confirmation': toFamily(registrationConfirmation),
  'registration-decision': toFamily((context, mail) => {
    const { status } = context.registration;
    return status === 'waitlisted' || status === 'declined'
      ? registrationDecision(context, status, mail.message)
      : null;
  }),
} satisfies Partial<MailComposers>;
