// The activity of the writes that are not content entities (ADR 043): site settings, staff accounts, enquiries,
// registrations and followers. Each names its item without contacts: an enquiry by its sender's first name and last
// initial, a registration by its reference, an account by its username, a follower not at all; fields by their form
// labels only.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '../../shared/constants';
import { ROLE_LABELS, type Role } from '../../shared/permissions';
import { shortName } from '../../shared/publishing';
import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '../../shared/registration';
import { contactInquiries, registrations, type SiteSettings, teams, users } from '../../shared/schema';
import type { Db } from '../db/client';
import { actorName, recordActivity } from './record';
import {
  addedAccount,
  broughtBack,
  changed,
  changedFields,
  changedOwnPassword,
  changedRole,
  deleted,
  type ItemWords,
  marked,
  opened,
  removedAccount,
  removedFollower,
  resetPassword,
  roleInWords,
  staffItem,
} from './sentences';

type Row = Record<string, unknown>;

// ---- Site settings ----

/** The settings form's labels. The club's own contacts, but still named only, never their values. */
const SETTINGS_FIELDS = {
  contactAddress: 'address',
  contactPhone: 'phone',
  contactEmail: 'email',
  whatsappNumber: 'whatsapp number',
  socialFacebook: 'facebook url',
  socialInstagram: 'instagram url',
  socialYoutube: 'youtube url',
  season: 'season',
  registrationOpen: 'registration open',
  feeInformation: 'fee information',
  codeOfConduct: 'code of conduct',
  alertEmail: 'staff alerts email',
  seasonCutoffDate: 'age cut-off day',
  seasonFeeKina: 'season fee',
  supportBankAccount: 'bank account',
  supportMobileMoney: 'mobile money',
  supportCash: 'cash',
  supportSwift: 'swift/bic',
  supportBankAddress: 'bank address',
  // Every column has words: a new one fails the typecheck here until its changes are named in the log.
} as const satisfies { [Column in Exclude<keyof SiteSettings, 'id' | 'updatedAt'>]: string };

/** In the change's own transaction (`db`), so an entry is there exactly when the change is. */
export async function recordSettingsChange(request: FastifyRequest, before: Row, after: Row, db?: Db) {
  const fields = changedFields(before, after, SETTINGS_FIELDS);
  const sentence = changed(actorName(request), fields, { the: 'the site settings' });
  await recordActivity(
    request,
    { section: 'settings', itemKind: 'settings', itemId: after.id as string, sentence, fields },
    db,
  );
}

// ---- Staff accounts ----

async function teamNames(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.map((id) => byId.get(id)).filter((name): name is string => name !== undefined);
}

type AccountAccess = { id: number; username: string; role: Role; teamIds: string[] };

const accessInWords = async (db: Db, account: AccountAccess) =>
  roleInWords(ROLE_LABELS[account.role], await teamNames(db, account.role === 'coach' ? account.teamIds : []));

const staffRecord = (account: { id: number }, sentence: string, fields?: string[]) =>
  ({ section: 'staff', itemKind: 'staff', itemId: account.id, sentence, fields }) as const;

/** The username of an account, read before a change that may remove it. */
export async function usernameOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? null;
}

export const staffActivity = {
  async added(request: FastifyRequest, account: AccountAccess) {
    const role = await accessInWords(request.server.db, account);
    await recordActivity(request, staffRecord(account, addedAccount(actorName(request), account.username, role)));
  },
  async roleChanged(request: FastifyRequest, before: AccountAccess | undefined, after: AccountAccess) {
    const fields = [
      ...(before?.role !== after.role ? ['role'] : []),
      ...(JSON.stringify([...(before?.teamIds ?? [])].sort()) !== JSON.stringify([...after.teamIds].sort())
        ? ['teams']
        : []),
    ];
    const role = await accessInWords(request.server.db, after);
    await recordActivity(request, staffRecord(after, changedRole(actorName(request), after.username, role), fields));
  },
  passwordReset: (request: FastifyRequest, account: AccountAccess) =>
    recordActivity(request, staffRecord(account, resetPassword(actorName(request), account.username), ['password'])),
  ownPassword: (request: FastifyRequest, account: { id: number }) =>
    recordActivity(request, staffRecord(account, changedOwnPassword(actorName(request)), ['password'])),
  removed: (request: FastifyRequest, id: number, username: string) =>
    recordActivity(request, staffRecord({ id }, removedAccount(actorName(request), username))),
  restored: (request: FastifyRequest, account: AccountAccess) =>
    recordActivity(request, staffRecord(account, broughtBack(actorName(request), staffItem(account.username)))),
};

// ---- Enquiries ----

/** 'the enquiry from Ana K.': the sender by first name and last initial, never their email or phone. */
const enquiryItem = (row: { firstName: string; lastName: string }): ItemWords => ({
  the: `the enquiry from ${shortName(`${row.firstName} ${row.lastName}`)}`,
});

const ENQUIRY_FIELDS = { status: 'status', notes: 'staff notes' } as const;

export async function enquiryBefore(db: Db, id: string) {
  const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
  return row;
}

type EnquiryRow = typeof contactInquiries.$inferSelect;
const enquiryRecord = (row: EnquiryRow, sentence: string, fields?: string[]) =>
  ({ section: 'inquiries', itemKind: 'inquiry', itemId: row.id, sentence, fields }) as const;

export const enquiryActivity = {
  async changed(request: FastifyRequest, before: EnquiryRow, after: EnquiryRow) {
    const fields = changedFields(before, after, ENQUIRY_FIELDS);
    const who = actorName(request);
    const item = enquiryItem(after);
    const sentence =
      before.status !== after.status
        ? marked(who, item, INQUIRY_STATUS_LABELS[after.status as InquiryStatus], fields.slice(1))
        : changed(who, fields, item);
    await recordActivity(request, enquiryRecord(after, sentence, fields));
  },
  deleted: (request: FastifyRequest, row: EnquiryRow) =>
    recordActivity(request, enquiryRecord(row, deleted(actorName(request), enquiryItem(row)))),
  restored: (request: FastifyRequest, row: EnquiryRow) =>
    recordActivity(request, enquiryRecord(row, broughtBack(actorName(request), enquiryItem(row)))),
};

// ---- Registrations ----

const registrationItem = (reference: string): ItemWords => ({ the: `the registration ${reference}` });

/** The fee-and-notes form's labels; a message to the family is named, never quoted. */
const REGISTRATION_FIELDS = {
  status: 'status',
  feeStatus: 'fee',
  feeMethod: 'paid by',
  feeReference: 'payment reference',
  notes: 'staff notes',
} as const;

/** What a change compares: the stored columns staff change, without the sealed contacts and notes. */
export async function registrationBefore(db: Db, id: string) {
  const [row] = await db
    .select({
      id: registrations.id,
      reference: registrations.reference,
      status: registrations.status,
      feeStatus: registrations.feeStatus,
      feeMethod: registrations.feeMethod,
      feeReference: registrations.feeReference,
      notes: registrations.notes,
    })
    .from(registrations)
    .where(eq(registrations.id, id));
  return row;
}

type RegistrationLike = { id: string; reference: string; status: RegistrationStatus } & Row;
const registrationRecord = (row: { id: string }, sentence: string, fields?: string[]) =>
  ({ section: 'registrations', itemKind: 'registration', itemId: row.id, sentence, fields }) as const;

export const registrationActivity = {
  opened: (request: FastifyRequest, row: { id: string; reference: string }) =>
    recordActivity(request, registrationRecord(row, opened(actorName(request), registrationItem(row.reference)))),
  async changed(request: FastifyRequest, before: RegistrationLike, after: RegistrationLike, messaged: boolean) {
    const fields = [
      ...changedFields(before, after, REGISTRATION_FIELDS),
      ...(messaged ? ['message to the family'] : []),
    ];
    const who = actorName(request);
    const item = registrationItem(after.reference);
    const sentence =
      before.status !== after.status
        ? marked(
            who,
            item,
            REGISTRATION_STATUS_LABELS[after.status],
            fields.filter((field) => field !== 'status'),
          )
        : changed(who, fields, item);
    await recordActivity(request, registrationRecord(after, sentence, fields));
  },
  deleted: (request: FastifyRequest, row: { id: string; reference: string }) =>
    recordActivity(request, registrationRecord(row, deleted(actorName(request), registrationItem(row.reference)))),
  restored: (request: FastifyRequest, row: { id: string; reference: string }) =>
    recordActivity(request, registrationRecord(row, broughtBack(actorName(request), registrationItem(row.reference)))),
};

// ---- Followers ----

export const followerActivity = {
  removed: (request: FastifyRequest, id: string) =>
    recordActivity(request, {
      section: 'followers',
      itemKind: 'follower',
      itemId: id,
      sentence: removedFollower(actorName(request)),
    }),
};
