// The tables that are no content entity's (accounts, enquiries, registrations, followers, the outbox, the activity
// log), the site settings and their schemas, and `dbSchema`, every table the database holds. Each content entity's
// table, insert schema and row type are in its folder (src/shared/entities/<entity>/table.ts), re-exported here.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod/v4';
import { attendance, availability, availabilityReminders } from './availability-tables';
import type { InquiryStatus } from './constants';
import { contactSchema } from './contact-schema';
import { kinaToToea } from './contribution-form';
import { aboutFeatures } from './entities/about/table';
import { clubManagement } from './entities/club-management/table';
import { coaches } from './entities/coaches/table';
import { events } from './entities/events/table';
import { galleryImages } from './entities/gallery/table';
import { internationalFeatures } from './entities/international/table';
import { merchandise } from './entities/merchandise/table';
import { newsArticles } from './entities/news/table';
import { pathwaySteps } from './entities/pathway/table';
import { players } from './entities/players/table';
import { sponsors } from './entities/sponsors/table';
import { teams } from './entities/teams/table';
import { tours } from './entities/tours/table';
import { families } from './family-table';
import { blankAsUnset, optionalText, required } from './field-rules';
import { allocations, charges, payments, statementImports, statementLines } from './payment-tables';
import type { Role } from './permissions';
import { optionalPhone } from './phone';
import type { FeeMethod, FeeStatus, Gender, RegistrationStatus } from './registration';
import { createdAt, id, type Json, kinaAsToea, updatedAt } from './table-columns';
import { type ContributionMethod, MAX_KINA, TOEA_PER_KINA } from './tours';
import { requiredText } from './zod-messages';

export * from './availability-tables';
export * from './entities/about/table';
export * from './entities/club-management/table';
export * from './entities/coaches/table';
export * from './entities/events/table';
export * from './entities/gallery/table';
export * from './entities/international/table';
export * from './entities/merchandise/table';
export * from './entities/news/table';
export * from './entities/pathway/table';
export * from './entities/players/table';
export * from './entities/sponsors/table';
export * from './entities/teams/table';
export * from './entities/tours/table';
export * from './family-table';
export { type Clock, UPLOAD_URL_PATTERN } from './field-rules';
export * from './payment-tables';
export type { Json } from './table-columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Kept as typed ('Sarah'); unique and looked up without regard to capital letters (ADR 034). */
    username: text('username').notNull(),
    password: text('password').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set with a temporary password from an Admin: until the holder picks their own, they can do nothing else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** What the account may do (src/shared/permissions.ts, ADR 040); accounts from before roles are Admins. */
    role: text('role').$type<Role>().notNull().default('admin'),
  },
  (table) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`)],
);

export const sessions = pgTable('sessions', {
  /** SHA-256 of the cookie token, hex; the token itself is never stored. */
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The hard end: a session never outlives this, however often it is used. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  /** Sliding idle limit: a session unused for longer than SESSION_IDLE_HOURS ends. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one-time first-account code; a row exists only while no staff account does. */
export const setupCodes = pgTable('setup_codes', {
  codeHash: text('code_hash').primaryKey(),
  createdAt: createdAt(),
});

/** A Coach's teams: their fixtures, players and registrations are the ones the Coach may work on. */
export const staffTeams = pgTable(
  'staff_teams',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.teamId] })],
);

/**
 * Money given to a tour, recorded by staff. The supporter's name and the payment reference are personal
 * data and are one sealed value (`private`, a ContributionPrivate as JSON, as a registration's contacts); the
 * amount, the day and the choices are what the totals and the public page are made from.
 */
export const tourContributions = pgTable(
  'tour_contributions',
  {
    id: id(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** In toea (1 kina = 100 toea), so totals are exact. */
    amountToea: integer('amount_toea').notNull(),
    /** 'YYYY-MM-DD': the day it was given. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** The sealed ContributionPrivate: the supporter's name and the payment reference. */
    private: text('private').notNull(),
    /** The page names the supporter; otherwise 'Anonymous'. */
    showName: boolean('show_name').notNull().default(false),
    /** The page shows the amount beside the name. */
    showAmount: boolean('show_amount').notNull().default(false),
    method: text('method').$type<ContributionMethod>().notNull(),
    /** The sponsor who gave it, when the method is Sponsor. */
    sponsorId: uuid('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tour_contributions_tour_id_idx').on(t.tourId)],
);

export const contactInquiries = pgTable('contact_inquiries', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  /** Optional, as '+675 7123 4567' (src/shared/phone.ts). */
  phone: text('phone'),
  ageGroup: text('age_group'),
  message: text('message').notNull(),
  createdAt: createdAt(),
  // The inbox: where staff are with this family, and their own notes.
  status: text('status').$type<InquiryStatus>().notNull().default('new'),
  notes: text('notes'),
  /** When the status last changed: a closed enquiry is deleted INQUIRY_RETENTION_DAYS after this. */
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteSettings = pgTable('site_settings', {
  id: id(),
  contactAddress: text('contact_address').notNull(),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email').notNull(),
  socialFacebook: text('social_facebook'),
  socialInstagram: text('social_instagram'),
  socialYoutube: text('social_youtube'),
  /** The club's WhatsApp number as '+675 7123 4567'; the public pages offer a wa.me link when it is set. */
  whatsappNumber: text('whatsapp_number'),
  // The registration window: /register takes registrations for `season` while it is open.
  registrationOpen: boolean('registration_open').notNull().default(false),
  /** The season registrations are for, e.g. '2027 Season'; its year starts each reference ('R-2027-0042'). */
  season: text('season').notNull().default(''),
  /** Amounts and how to pay, shown on the form and the confirmation. */
  feeInformation: text('fee_information').notNull().default(''),
  /** The code of conduct a registration agrees to, at /register/code-of-conduct. */
  codeOfConduct: text('code_of_conduct').notNull().default(''),
  // How to support a tour, shown on every tour's page: each empty one is left out.
  supportBankAccount: text('support_bank_account').notNull().default(''),
  supportMobileMoney: text('support_mobile_money').notNull().default(''),
  supportCash: text('support_cash').notNull().default(''),
  /** For supporters overseas: the bank's SWIFT/BIC code and address, shown with the bank account when set. */
  supportSwift: text('support_swift').notNull().default(''),
  supportBankAddress: text('support_bank_address').notNull().default(''),
  /**
   * Where staff alerts of new registrations go and what families' messages reply to; only an Admin sets it
   * (ALERT_EMAIL overrides it). Null: the alerts go nowhere but the portal.
   */
  alertEmail: text('alert_email'),
  /** The day a player's age is counted on for the season's team suggestion; null: 31 December of the season's year. */
  seasonCutoffDate: date('season_cutoff_date', { mode: 'string' }),
  /** The season fee in kina ('150.00'): set, accepting a registration charges the player's family this much. */
  seasonFeeKina: kinaAsToea('season_fee_toea'),
  updatedAt: updatedAt(),
});

/**
 * Season registrations. The contacts and health notes are one sealed value (`private`, a
 * RegistrationPrivate as JSON, encrypted when DATA_KEY is set: src/server/sealing/sealed.ts); the rest is
 * what staff sort and filter by. Never public.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    /** 'R-2027-0042': the season's year and the registration's number in that season. */
    reference: text('reference').notNull().unique(),
    season: text('season').notNull(),
    /** The number within the season, from which the reference is made. */
    seasonNumber: integer('season_number').notNull(),
    status: text('status').$type<RegistrationStatus>().notNull().default('new'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** 'YYYY-MM-DD'. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender').$type<Gender>(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    school: text('school'),
    experience: text('experience'),
    /** 18 or over when registering: registered themselves. */
    adult: boolean('adult').notNull(),
    photoConsent: boolean('photo_consent').notNull(),
    /** The sealed RegistrationPrivate: contacts, emergency contact, medical notes. */
    private: text('private').notNull(),
    notes: text('notes'),
    feeStatus: text('fee_status').$type<FeeStatus>().notNull().default('unpaid'),
    feeMethod: text('fee_method').$type<FeeMethod>(),
    feeReference: text('fee_reference'),
    /** The profile Accept made. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** What the family was last told by email on Waitlist or Decline, and when it was queued. */
    familyMessage: text('family_message'),
    familyMessageSentAt: timestamp('family_message_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The last change: Waitlisted and Declined ones are deleted REGISTRATION_RETENTION_DAYS after it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_season_number').on(t.season, t.seasonNumber),
    // One registration per player and season (the 409): the same names in any case, the same day of birth.
    uniqueIndex('registrations_one_per_player').on(
      t.season,
      sql`lower(${t.firstName})`,
      sql`lower(${t.lastName})`,
      t.dateOfBirth,
    ),
  ],
);

/**
 * The outbox of email to families and staff (docs/architecture.md: everything that leaves by email goes through one
 * outbox): written in the transaction of the change that causes it, sent afterwards by any instance, once, retried with
 * back-off. The message is made when it is sent, from the row it is about, so no address or content is copied here.
 */
/**
 * Families following club news or teams by email: no account, an address and its choices; mail goes only
 * to a confirmed address (double opt-in). Each link in its emails holds one of its single-purpose random tokens.
 */
export const followers = pgTable(
  'followers',
  {
    id: id(),
    /**
     * The address, sealed with DATA_KEY when it is set (docs/architecture.md "Data that needs more care"; the sealer of
     * src/server/sealing/sealed.ts): read it only through src/server/follow/address.ts.
     */
    email: text('email').notNull(),
    /** What finds the address again without opening every row: see addressKey in src/server/sealing/address.ts. */
    emailKey: text('email_key').notNull(),
    /** Club news: an email when an article becomes public. */
    news: boolean('news').notNull().default(false),
    /** The teams followed: their fixtures' changes and results (a deleted team's id is ignored). */
    teamIds: uuid('team_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** When the confirmation link was opened; null: nothing but the confirmation is ever sent. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** When the last confirmation email was queued: following again within the hour sends none. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /**
     * Choices sent for an address that is already confirmed: they wait here until the new confirmation link is
     * opened (null: none wait), so nobody changes another family's choices by knowing their address.
     */
    pendingNews: boolean('pending_news'),
    pendingTeamIds: uuid('pending_team_ids').array(),
    confirmToken: text('confirm_token').notNull(),
    manageToken: text('manage_token').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('followers_email_key_unique').on(t.emailKey),
    uniqueIndex('followers_confirm_token_unique').on(t.confirmToken),
    uniqueIndex('followers_manage_token_unique').on(t.manageToken),
    uniqueIndex('followers_unsubscribe_token_unique').on(t.unsubscribeToken),
  ],
);

/**
 * A change of a team's fixture its followers hear of: gathered, then sent per follower in one email once
 * FOLLOW_BATCH_MINUTES have passed since the first of a batch. `details` is what the email says of it.
 */
export const followChanges = pgTable(
  'follow_changes',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** No reference: a deleted event's change is still told. */
    eventId: uuid('event_id').notNull(),
    /** 'added', 'moved', 'cancelled', 'deleted' or 'result'. */
    kind: text('kind').notNull(),
    details: jsonb('details').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** When its emails were queued; null while it waits for its batch. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [index('follow_changes_pending_idx').on(t.at).where(sql`${t.dispatchedAt} is null`)],
);

/**
 * The articles news followers have been told of: one row each, written when its emails are queued. No
 * reference: a deleted article brought back by Undo is not told again.
 */
export const followAnnouncements = pgTable('follow_announcements', {
  articleId: uuid('article_id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What to send: a MailKind (src/server/mail/kinds.ts). */
    kind: text('kind').notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'cascade' }),
    /** The enquiry an 'enquiry-alert' is about: it goes with the enquiry (and into the trash and back with it). */
    inquiryId: uuid('inquiry_id').references(() => contactInquiries.id, { onDelete: 'cascade' }),
    /** Staff's message to the family, for a Waitlisted or Declined registration. */
    message: text('message'),
    /** The follower a 'follow-*' email goes to; it goes with them when they unsubscribe. */
    followerId: uuid('follower_id').references(() => followers.id, { onDelete: 'cascade' }),
    /** The family a 'family-*' email goes to; it goes with them. */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    /** What a follower's email says: the article, or the fixture changes of its batch; a reminder's event. */
    payload: jsonb('payload'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure's reason (the mail server's answer or the connection error); no content. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // What the senders look for: the unsent, by when they are due (sent rows are kept and pile up).
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    // Deleting an enquiry or a registration finds its emails (the foreign keys cascade; the trash reads them).
    index('mail_outbox_inquiry_id_idx').on(t.inquiryId),
    index('mail_outbox_registration_id_idx').on(t.registrationId),
    index('mail_outbox_follower_id_idx').on(t.followerId),
    index('mail_outbox_family_id_idx').on(t.familyId),
  ],
);

/**
 * Who changed what in the portal, in plain words (ADR 043): one row per successful staff write (and per
 * registration opened). The sentence is stored as it was true at the time; field names only, never values of
 * passwords, medical notes or contacts. Kept ACTIVITY_RETENTION_DAYS.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The account; null once it is removed (the name stays). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The username at the time. */
    userName: text('user_name').notNull(),
    /** The portal section the item lives in (an AdminSection). */
    section: text('section').notNull(),
    /** What the item is (an ActivityItemKind, src/shared/activity.ts), for the portal's link to it. */
    itemKind: text('item_kind'),
    itemId: text('item_id'),
    sentence: text('sentence').notNull(),
    /** The names of the fields changed (the form's labels), never their values. */
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('activity_log_at_idx').on(t.at)],
);

/** A phone number a form may leave blank (stored null); otherwise normalised, or refused with an example. */
const optionalPhoneField = () =>
  z
    .string()
    .nullable()
    .optional()
    .transform((typed, ctx) => {
      const result = optionalPhone(typed);
      if ('phone' in result) return result.phone;
      ctx.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    });

/**
 * The enquiry form's fields (docs/product.md "Validation messages"), shared with the client form so both give the same
 * messages.
 */
export const insertContactSchema = z.object(contactSchema.def.shape);

const SEASON_FEE_MESSAGE = 'Enter the season fee in kina, such as 150 or 150.50, or leave it empty';

/** 'Season fee' as typed ('150', 'K150.50'): stored as '150.00'; blank or null: none (no charge on Accept). */
const seasonFeeField = z
  .union([z.string(), z.number(), z.null()], { error: SEASON_FEE_MESSAGE })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const text = value === null ? '' : String(value).trim();
    if (text === '') return null;
    const toea = /\.\d{3,}$/.test(text) ? null : kinaToToea(text);
    if (toea === null || toea <= 0 || toea > MAX_KINA * TOEA_PER_KINA) {
      ctx.addIssue({ code: 'custom', message: SEASON_FEE_MESSAGE });
      return z.NEVER;
    }
    return (toea / TOEA_PER_KINA).toFixed(2);
  });

export const insertSettingsSchema = createInsertSchema(siteSettings, {
  contactAddress: required('Address'),
  contactPhone: required('Phone'),
  contactEmail: () => z.email(),
  socialFacebook: optionalText,
  socialInstagram: optionalText,
  socialYoutube: optionalText,
  whatsappNumber: optionalPhoneField,
  season: (s) => s.trim().max(100, 'Season must be at most 100 characters'),
  feeInformation: (s) => s.trim().max(2000, 'Fee information must be at most 2000 characters'),
  codeOfConduct: (s) => s.trim().max(20_000, 'Code of conduct must be at most 20000 characters'),
  supportBankAccount: (s) => s.trim().max(1000, 'Bank account details must be at most 1000 characters'),
  supportMobileMoney: (s) => s.trim().max(1000, 'Mobile money details must be at most 1000 characters'),
  supportCash: (s) => s.trim().max(1000, 'Cash details must be at most 1000 characters'),
  supportSwift: (s) => s.trim().max(100, 'SWIFT/BIC must be at most 100 characters'),
  supportBankAddress: (s) => s.trim().max(1000, 'Bank address must be at most 1000 characters'),
  // Left out: unchanged (an Editor's form never sends it); blank: cleared (an Admin's form, emptied).
  alertEmail: () =>
    z.preprocess(
      (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
      z.email({ message: 'Enter a valid staff alerts email' }).nullable().optional(),
    ),
  seasonCutoffDate: () => blankAsUnset(z.iso.date({ message: 'Enter the age cut-off as a day' }).optional()),
  seasonFeeKina: () => seasonFeeField,
})
  .omit({ id: true, updatedAt: true })
  // A registration is for a season: its reference and its duplicate check are per season.
  .refine((values) => !values.registrationOpen || (values.season ?? '') !== '', {
    message: 'Enter the season before opening registration',
    path: ['season'],
  });

export const loginSchema = z.object({
  username: requiredText('Username'),
  password: z.string().min(1, 'Password is required'),
});

/** The signed-in staff member: their role and, for a Coach, their teams' ids. */
export type User = { id: number; username: string; mustChangePassword: boolean; role: Role; teamIds: string[] };

/** A staff account as the portal lists it: never the password hash. */
export type StaffAccount = Json<
  Pick<typeof users.$inferSelect, 'id' | 'username' | 'createdAt' | 'lastSignInAt' | 'mustChangePassword' | 'role'>
> & { teamIds: string[] };

export type ContactInquiry = Json<typeof contactInquiries.$inferSelect>;

export type SiteSettings = typeof siteSettings.$inferSelect;

export type TourContributionRow = typeof tourContributions.$inferSelect;

export type RegistrationRow = typeof registrations.$inferSelect;

export type InsertContact = z.input<typeof insertContactSchema>;

export type InsertSettings = z.input<typeof insertSettingsSchema>;

export const dbSchema = {
  users,
  sessions,
  setupCodes,
  teams,
  staffTeams,
  players,
  coaches,
  newsArticles,
  events,
  galleryImages,
  contactInquiries,
  siteSettings,
  aboutFeatures,
  pathwaySteps,
  internationalFeatures,
  sponsors,
  clubManagement,
  merchandise,
  tours,
  tourContributions,
  registrations,
  mailOutbox,
  activityLog,
  families,
  availability,
  attendance,
  availabilityReminders,
  charges,
  payments,
  allocations,
  statementImports,
  statementLines,
};
