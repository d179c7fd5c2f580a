// The single source of fields (spec section 3): Drizzle tables, the zod schemas derived from them, and their types.
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
import {
  ABOUT_ICONS,
  ARTICLE_STATUSES,
  type ArticleStatus,
  EVENT_KINDS,
  type EventKind,
  FEATURED_DEFAULT,
  HOME_AWAY,
  type HomeAway,
  type InquiryStatus,
  MAX_SCORE,
  NAME_ON_WEBSITE,
  type NameOnWebsite,
  ORDER_DEFAULT,
} from './constants';
import { contactSchema } from './contact-schema';
import { looksLikeNumericDate, readDateOfBirth, toStoredDateOfBirth } from './date-of-birth';
import type { Role } from './permissions';
import { optionalPhone } from './phone';
import { priceField } from './price';
import { clubToday } from './publishing';
import type { FeeMethod, FeeStatus, Gender, RegistrationStatus } from './registration';
import {
  type ContributionMethod,
  formatKina,
  MAX_KINA,
  TOEA_PER_KINA,
  TOUR_STATUSES,
  type TourDay,
  type TourStatus,
} from './tours';
import { isDay, weeklyRepeatIssue } from './weekly-repeat';
import { requiredText, whenMissing } from './zod-messages';

const id = () => uuid('id').primaryKey().defaultRandom();
const order = () => integer('order').notNull().default(ORDER_DEFAULT);
/** Ordered lists sort by `order` then by creation, so every content row records when it was made. */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * When the row was last saved: an update names the one it read, and a stale one is refused (ADR 045). Kept to the
 * millisecond, as JSON carries it, so the value a client read back compares equal.
 */
const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

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

export const teams = pgTable('teams', {
  id: id(),
  name: text('name').notNull(),
  ageGroup: text('age_group').notNull(),
  description: text('description').notNull(),
  features: text('features').array().notNull(),
  color: text('color').notNull(),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
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

export const players = pgTable('players', {
  id: id(),
  name: text('name').notNull(),
  age: integer('age'),
  dateOfBirth: text('date_of_birth'),
  location: text('location'),
  position: text('position').notNull(),
  teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
  /** The number on the player's shirt, shown on their profile card. */
  jerseyNumber: integer('jersey_number'),
  description: text('description'),
  photoUrl: text('photo_url'),
  // What the public site shows of this child (issue 11); the defaults show everything, as the spec displays it.
  nameOnWebsite: text('name_on_website').$type<NameOnWebsite>().notNull().default('full'),
  showDateOfBirth: boolean('show_date_of_birth').notNull().default(true),
  showPhoto: boolean('show_photo').notNull().default(true),
  /** The day a parent or guardian consented to the photo being published (YYYY-MM-DD); valid for 12 months. */
  photoConsentDate: date('photo_consent_date', { mode: 'string' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const coaches = pgTable('coaches', {
  id: id(),
  name: text('name').notNull(),
  age: integer('age'),
  dateOfBirth: text('date_of_birth'),
  location: text('location'),
  role: text('role').notNull(),
  description: text('description'),
  photoUrl: text('photo_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const newsArticles = pgTable('news_articles', {
  id: id(),
  title: text('title').notNull(),
  /** The article's address, /news/{slug}: made from the title when it is created, kept when the title changes. */
  slug: text('slug').notNull().unique(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
  imageUrl: text('image_url'),
  featured: boolean('featured').notNull().default(FEATURED_DEFAULT),
  /**
   * Draft, scheduled or published (issue 21). A scheduled article goes public once publishDate, its date and time,
   * has come; a published one at once; a draft never.
   */
  status: text('status').$type<ArticleStatus>().notNull().default('published'),
  /** The tour the article is about (issue 23): its page lists the article. */
  tourId: uuid('tour_id').references(() => tours.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * International tours (issue 23): /tours and /tours/{slug}. The squad names profiles by id and is shown by their
 * publishing choices; a profile deleted since is left out. The money raised is never typed: it is the sum of the
 * tour's contributions.
 */
export const tours = pgTable('tours', {
  id: id(),
  title: text('title').notNull(),
  /** The tour's address, /tours/{slug}: made from the title when it is created, kept when the title changes. */
  slug: text('slug').notNull().unique(),
  destination: text('destination').notNull(),
  /** 'YYYY-MM-DD', the club's days. */
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  status: text('status').$type<TourStatus>().notNull().default('planned'),
  /** The cover picture, an upload. */
  imageUrl: text('image_url'),
  /** Markdown, rendered as an article's body is (ADR 046). */
  description: text('description').notNull().default(''),
  itinerary: jsonb('itinerary').$type<TourDay[]>().notNull().default([]),
  playerIds: jsonb('player_ids').$type<string[]>().notNull().default([]),
  coachIds: jsonb('coach_ids').$type<string[]>().notNull().default([]),
  /** The fundraising target in whole kina; 0 when the tour raises nothing. */
  targetKina: integer('target_kina').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Money given to a tour, recorded by staff (issue 23). The supporter's name and the payment reference are personal
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

/** Games, training sessions and tournaments of a team (issue 12): the fixtures page, the calendar feeds. */
export const events = pgTable(
  'events',
  {
    id: id(),
    // A team's fixtures mean nothing without it: deleting the team deletes them.
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EventKind>().notNull(),
    /** For a game, the opponent as the club says it: 'vs Lae Eagles'. */
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    venue: text('venue').notNull(),
    /** Games only. */
    homeAway: text('home_away').$type<HomeAway>(),
    /** The result of a game: both scores or neither. */
    scoreFor: integer('score_for'),
    scoreAgainst: integer('score_against'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_starts_at_idx').on(t.startsAt), index('events_team_id_idx').on(t.teamId)],
);

export const galleryImages = pgTable('gallery_images', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  imageUrl: text('image_url').notNull(),
  category: text('category').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
  // The inbox (issue 11): where staff are with this family, and their own notes.
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
  // The registration window (issue 19): /register takes registrations for `season` while it is open.
  registrationOpen: boolean('registration_open').notNull().default(false),
  /** The season registrations are for, e.g. '2027 Season'; its year starts each reference ('R-2027-0042'). */
  season: text('season').notNull().default(''),
  /** Amounts and how to pay, shown on the form and the confirmation. */
  feeInformation: text('fee_information').notNull().default(''),
  /** The code of conduct a registration agrees to, at /register/code-of-conduct. */
  codeOfConduct: text('code_of_conduct').notNull().default(''),
  // How to support a tour (issue 23), shown on every tour's page: each empty one is left out.
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
  updatedAt: updatedAt(),
});

/**
 * Season registrations (issue 19). The contacts and health notes are one sealed value (`private`, a
 * RegistrationPrivate as JSON, encrypted when DATA_KEY is set: src/server/registrations/sealed.ts); the rest is
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
 * The outbox of email to families and staff (design.md: everything that leaves by email goes through one outbox):
 * written in the transaction of the change that causes it, sent afterwards by any instance, once, retried with
 * back-off. The message is made when it is sent, from the row it is about, so no address or content is copied here.
 */
/**
 * Families following club news or teams by email (issue 22): no account, an address and its choices; mail goes only
 * to a confirmed address (double opt-in). Each link in its emails holds one of its single-purpose random tokens.
 */
export const followers = pgTable(
  'followers',
  {
    id: id(),
    /**
     * The address, sealed with DATA_KEY when it is set (design.md "Data that needs more care"; the sealer of
     * src/server/registrations/sealed.ts): read it only through src/server/follow/address.ts.
     */
    email: text('email').notNull(),
    /** What finds the address again without opening every row: see addressKey in src/server/follow/address.ts. */
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
 * A change of a team's fixture its followers hear of (issue 22): gathered, then sent per follower in one email once
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
 * The articles news followers have been told of (issue 22): one row each, written when its emails are queued. No
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
    /** The follower a 'follow-*' email goes to (issue 22); it goes with them when they unsubscribe. */
    followerId: uuid('follower_id').references(() => followers.id, { onDelete: 'cascade' }),
    /** What a follower's email says: the article, or the fixture changes of its batch. */
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
  ],
);

/**
 * Who changed what in the portal, in plain words (issue 20, ADR 043): one row per successful staff write (and per
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

export const aboutFeatures = pgTable('about_features', {
  id: id(),
  icon: text('icon').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  color: text('color').notNull(),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const pathwaySteps = pgTable('pathway_steps', {
  id: id(),
  age: text('age').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  color: text('color').notNull(),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const internationalFeatures = pgTable('international_features', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sponsors = pgTable('sponsors', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  logoUrl: text('logo_url').notNull(),
  websiteUrl: text('website_url'),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clubManagement = pgTable('club_management', {
  id: id(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  // Spec section 3 lists the photo as required, section 5 as an optional file; see docs/decisions/003.
  photoUrl: text('photo_url'),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const merchandise = pgTable('merchandise', {
  id: id(),
  collection: text('collection').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  price: text('price').notNull(),
  imageUrl: text('image_url'),
  order: order(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- Insert schemas: the entity definitions without the id (spec section 5, "Admin forms"). ----

/** A required text field; drizzle-zod takes a function, so `required('Title')` returns one. */
const required = (label: string) => () => requiredText(label);
/** Optional text: an empty or blank value means "not set" and is stored as null. */
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
/** A blank or empty value means "not set" (stored as null), whatever `schema` then checks of a typed one. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
    schema,
  );
const optionalText = () => blankAsUnset(z.string().trim().optional());
/** Integers may arrive as text from multipart forms; left out or empty, a new item goes to the end (ADR 026). */
const orderField = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    // The column is a 4-byte integer; a larger number would fail in the database instead of here.
    z.number().int().min(-2_147_483_648).max(2_147_483_647).optional(),
  );
/** Player and coach age: a whole number; empty or zero means unset (spec section 5). */
const ageField = () =>
  z.preprocess(
    (v) =>
      v === '' || v === undefined || v === null || v === 0 || v === '0'
        ? undefined
        : typeof v === 'string'
          ? Number(v)
          : v,
    z.number().int().positive().max(120).optional(),
  );
/**
 * The clock a date check reads (the club's today, whether a game has started). The server passes its app's clock
 * (app.now), so tests can move it; the portal's forms check against the device's.
 */
export type Clock = () => Date;
const deviceClock: Clock = () => new Date();

/**
 * A date of birth (ADR 032): a date the server can read is stored as the spec's month-day-year text whatever way
 * it came ('2010-03-15' from a date input becomes '03-15-2010'); numbers that name no real day, or a day after
 * the club's today, are refused. Other text (saved before the portal had a picker) is kept as it was typed.
 */
const dateOfBirthField = (clock: Clock) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine((text) => !looksLikeNumericDate(text) || readDateOfBirth(text) !== null, {
        message: 'Enter a real date of birth',
      })
      .refine((text) => (readDateOfBirth(text) ?? '') <= clubToday(clock()), {
        message: 'The date of birth cannot be in the future',
      })
      .transform((text) => {
        const day = readDateOfBirth(text);
        return day ? toStoredDateOfBirth(day) : text;
      })
      .optional(),
  );
/** A shirt number: 0 to 99 as basketball allows; empty means none. */
const JERSEY_NUMBER_MESSAGE = 'Enter a whole number from 0 to 99';
const jerseyNumberField = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: JERSEY_NUMBER_MESSAGE })
      .int(JERSEY_NUMBER_MESSAGE)
      .min(0, JERSEY_NUMBER_MESSAGE)
      .max(99, JERSEY_NUMBER_MESSAGE)
      .optional(),
  );
/** An uploaded image on this site, as the upload endpoint answers it. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[a-z0-9-]+\.(webp|gif)$/;
const imageUrlField = () => z.string().regex(UPLOAD_URL_PATTERN, 'Upload the image first');
const optionalImageUrl = () =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), imageUrlField().optional());
const websiteUrl = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.url({ protocol: /^https?$/, message: 'Enter a full web address starting with https://' }).optional(),
  );

/** A yes/no field: a JSON boolean, or 'true'/'false' as a multipart form sends a checkbox's value. */
const formBoolean = (fallback: boolean) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().default(fallback));
/** The same, left out when not sent: the server then decides (a new player's defaults depend on the age). */
const optionalFormBoolean = () =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

/** Set by the server; an update's `updatedAt` is read as the version it edits (ADR 045), never stored as sent. */
const noServerFields = { id: true, createdAt: true, updatedAt: true } as const;

export const insertTeamSchema = createInsertSchema(teams, {
  name: required('Team name'),
  ageGroup: required('Age group'),
  description: required('Description'),
  color: required('Color'),
  features: () => z.array(z.string().trim().min(1)),
  imageUrl: optionalImageUrl,
}).omit(noServerFields);

/** A player as staff create and update one; the date checks read `clock`. */
export const playerSchemaOn = (clock: Clock) =>
  createInsertSchema(players, {
    name: required('Name'),
    position: required('Position'),
    age: ageField,
    dateOfBirth: dateOfBirthField(clock),
    location: optionalText,
    teamId: () => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid().optional()),
    jerseyNumber: jerseyNumberField,
    description: optionalText,
    photoUrl: optionalImageUrl,
    // Left out, a new player gets the defaults for their age and an update keeps the saved choice (ADR 032).
    nameOnWebsite: () => z.enum(NAME_ON_WEBSITE, { message: 'Choose how the name shows' }).optional(),
    showDateOfBirth: optionalFormBoolean,
    showPhoto: () => formBoolean(true),
    photoConsentDate: () =>
      z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.iso
          .date({ message: 'Enter the date consent was given' })
          // A date ahead would stretch the 12 months (ADR 027); the club's day, as the rule counts it.
          .refine((day) => day <= clubToday(clock()), { message: 'The consent date cannot be in the future' })
          .optional(),
      ),
  }).omit(noServerFields);
export const insertPlayerSchema = playerSchemaOn(deviceClock);

/** A coach as staff create and update one; the date of birth's check reads `clock`. */
export const coachSchemaOn = (clock: Clock) =>
  createInsertSchema(coaches, {
    name: required('Name'),
    role: required('Role'),
    age: ageField,
    dateOfBirth: dateOfBirthField(clock),
    location: optionalText,
    description: optionalText,
    photoUrl: optionalImageUrl,
  }).omit(noServerFields);
export const insertCoachSchema = coachSchemaOn(deviceClock);

const ARTICLE_STATUS_MESSAGE = 'Choose Draft, Scheduled or Published';
export const insertNewsSchema = createInsertSchema(newsArticles, {
  title: required('Title'),
  // Left empty, the server makes it from the article's first paragraph (issue 21).
  excerpt: optionalText,
  content: required('Content'),
  // Only text (a date input's value) or a Date is a date: coercing would turn null, 0 or true into 1970.
  publishDate: () =>
    z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? new Date(v) : v),
      z.date({ message: 'Invalid date format' }),
    ),
  imageUrl: optionalImageUrl,
  featured: () => z.boolean().default(FEATURED_DEFAULT),
  // Draft, Scheduled or Published (ADR 047); a scheduled article's publishDate is the instant it goes public. Left
  // out, a new article is Published (as every article was before) and an update keeps the saved status.
  status: () => z.enum(ARTICLE_STATUSES, { message: ARTICLE_STATUS_MESSAGE }).optional(),
  // The tour the article is about (issue 23); empty for none.
  tourId: () =>
    z.preprocess((v) => (v === '' ? null : v), z.uuid({ message: 'Not the id of a tour' }).nullable().optional()),
  // The server makes the slug from the title; staff never type it.
}).omit({ ...noServerFields, slug: true });

/** A day as a date input gives it ('2027-07-01'). */
const dayField = (label: string) => () =>
  z.iso.date({ error: (issue) => whenMissing(label)(issue) ?? `Enter the ${label.toLowerCase()} as a day` });
const TARGET_MESSAGE = `Enter the target in whole kina, from 0 to ${formatKina(MAX_KINA * TOEA_PER_KINA).slice(4)}`;
const MAX_SQUAD = 60;
const MAX_ITINERARY_DAYS = 90;
export const insertTourSchema = createInsertSchema(tours, {
  title: required('Title'),
  destination: required('Destination'),
  startDate: dayField('Start date'),
  endDate: dayField('End date'),
  status: () => z.enum(TOUR_STATUSES, { message: 'Choose Planned, Fundraising, On tour or Completed' }),
  imageUrl: optionalImageUrl,
  description: (s) => s.trim().max(20_000, 'Description must be at most 20000 characters'),
  itinerary: () =>
    z
      .array(
        z.object({
          date: z.iso.date({ message: 'Enter the day' }),
          text: requiredText('What happens that day').pipe(z.string().max(300, 'Keep it to one line (300 characters)')),
        }),
      )
      .max(MAX_ITINERARY_DAYS, `An itinerary has at most ${MAX_ITINERARY_DAYS} days`),
  playerIds: () =>
    z.array(z.uuid({ message: 'Not the id of a player' })).max(MAX_SQUAD, `A squad has at most ${MAX_SQUAD} players`),
  coachIds: () =>
    z.array(z.uuid({ message: 'Not the id of a coach' })).max(MAX_SQUAD, `A squad has at most ${MAX_SQUAD} coaches`),
  targetKina: () =>
    z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
      z.number({ message: TARGET_MESSAGE }).int(TARGET_MESSAGE).min(0, TARGET_MESSAGE).max(MAX_KINA, TARGET_MESSAGE),
    ),
  // The server makes the slug from the title; staff never type it.
})
  .omit({ ...noServerFields, slug: true })
  .superRefine((tour, ctx) => {
    if (tour.startDate && tour.endDate && tour.endDate < tour.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The tour cannot end before it starts' });
    }
  });

/** A point in time as ISO 8601 with its offset ('2026-11-28T18:30:00+10:00' or '...Z'), or a Date. */
const instantField = (message: string) => () =>
  z.preprocess(
    (v) =>
      typeof v === 'string' && z.iso.datetime({ offset: true }).safeParse(v.trim()).success ? new Date(v.trim()) : v,
    z.date({ message }),
  );
const REPEAT_UNTIL_MESSAGE = 'Enter a day (2026-12-19), or leave it empty';
const SCORE_MESSAGE = `Enter a whole number from 0 to ${MAX_SCORE}`;
const scoreField = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ message: SCORE_MESSAGE })
      .int(SCORE_MESSAGE)
      .min(0, SCORE_MESSAGE)
      .max(MAX_SCORE, SCORE_MESSAGE)
      .optional(),
  );

const eventFields = createInsertSchema(events, {
  teamId: () =>
    z.uuid({
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'Choose a team' : 'Not the id of a team'),
    }),
  kind: () => z.enum(EVENT_KINDS, { message: 'Choose game, training or tournament' }),
  title: required('Title'),
  startsAt: instantField('Enter the date and time it starts'),
  endsAt: instantField('Enter the date and time it ends'),
  venue: required('Venue'),
  homeAway: () =>
    z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(HOME_AWAY, { message: 'Choose home or away' }).optional(),
    ),
  scoreFor: scoreField,
  scoreAgainst: scoreField,
  notes: optionalText,
}).omit(noServerFields);

/** The rules of an event, whatever else its body holds; `clock` says whether a game has started. */
const eventRules = (clock: Clock) => (event: z.output<typeof eventFields>, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (event.startsAt && event.endsAt && event.endsAt <= event.startsAt) issue('endsAt', 'It must end after it starts');
  if (event.kind === 'game' && !event.homeAway) issue('homeAway', 'Choose home or away');
  if (event.kind !== 'game' && event.homeAway) issue('homeAway', 'Only a game is home or away');
  const scores = [event.scoreFor, event.scoreAgainst].filter((s) => s !== undefined && s !== null).length;
  if (scores === 0) return;
  if (event.kind !== 'game') issue('scoreFor', 'Only a game has a result');
  else if (scores === 1) issue(event.scoreFor == null ? 'scoreFor' : 'scoreAgainst', 'Enter both scores, or neither');
  else if (event.startsAt && event.startsAt.getTime() > clock().getTime()) {
    issue('scoreFor', 'A result can be entered once the game has started');
  }
};

export const eventSchemaOn = (clock: Clock) => eventFields.superRefine(eventRules(clock));
export const insertEventSchema = eventSchemaOn(deviceClock);

/** 'Repeat weekly until': a club day, 'YYYY-MM-DD'; empty means the event happens once. */
const repeatUntilField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() : v),
  z.string({ message: REPEAT_UNTIL_MESSAGE }).refine(isDay, REPEAT_UNTIL_MESSAGE).optional(),
);

/**
 * A new event (POST /api/admin/events): an event, and optionally the last club day it repeats to each week. The
 * zone says which club day an event starts on; `clock` whether a game has started.
 */
export const createEventSchema = (timeZone: string, clock: Clock = deviceClock) =>
  eventFields.extend({ repeatWeeklyUntil: repeatUntilField }).superRefine((event, ctx) => {
    eventRules(clock)(event, ctx);
    const until = event.repeatWeeklyUntil;
    // Checked only once the day and the start can be read (each has its own message).
    if (!until || !isDay(until) || !(event.startsAt instanceof Date)) return;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['repeatWeeklyUntil'], message });
    if (event.scoreFor != null || event.scoreAgainst != null) issue('A game with a result happens once');
    else {
      const problem = weeklyRepeatIssue(event.startsAt, until, timeZone);
      if (problem) issue(problem);
    }
  });

export const insertGallerySchema = createInsertSchema(galleryImages, {
  title: required('Title'),
  description: optionalText,
  imageUrl: imageUrlField,
  category: required('Category'),
}).omit(noServerFields);

/** The enquiry form's fields (spec section 5), shared with the client form so both give the same messages. */
export const insertContactSchema = z.object(contactSchema.def.shape);

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
})
  .omit({ id: true, updatedAt: true })
  // A registration is for a season: its reference and its duplicate check are per season.
  .refine((values) => !values.registrationOpen || (values.season ?? '') !== '', {
    message: 'Enter the season before opening registration',
    path: ['season'],
  });

export const insertAboutSchema = createInsertSchema(aboutFeatures, {
  icon: () => z.enum(ABOUT_ICONS, { error: whenMissing('Icon') }),
  title: required('Title'),
  description: required('Description'),
  color: required('Color'),
  order: orderField,
}).omit(noServerFields);

export const insertPathwaySchema = createInsertSchema(pathwaySteps, {
  age: required('Age'),
  title: required('Title'),
  description: required('Description'),
  color: required('Color'),
  order: orderField,
}).omit(noServerFields);

export const insertInternationalSchema = createInsertSchema(internationalFeatures, {
  title: required('Title'),
  description: required('Description'),
  order: orderField,
}).omit(noServerFields);

export const insertSponsorSchema = createInsertSchema(sponsors, {
  name: required('Sponsor name'),
  description: required('Description'),
  logoUrl: imageUrlField,
  websiteUrl,
  order: orderField,
}).omit(noServerFields);

export const insertClubManagementSchema = createInsertSchema(clubManagement, {
  name: required('Name'),
  role: required('Role'),
  photoUrl: optionalImageUrl,
  order: orderField,
}).omit(noServerFields);

export const insertMerchandiseSchema = createInsertSchema(merchandise, {
  collection: required('Collection'),
  name: required('Name'),
  description: optionalText,
  price: priceField,
  imageUrl: optionalImageUrl,
  order: orderField,
}).omit(noServerFields);

export const loginSchema = z.object({
  username: requiredText('Username'),
  password: z.string().min(1, 'Password is required'),
});

// ---- Row types as the API returns them (timestamps become ISO strings in JSON). ----
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
/** The signed-in staff member: their role and, for a Coach, their teams' ids. */
export type User = { id: number; username: string; mustChangePassword: boolean; role: Role; teamIds: string[] };
/** A staff account as the portal lists it: never the password hash. */
export type StaffAccount = Json<
  Pick<typeof users.$inferSelect, 'id' | 'username' | 'createdAt' | 'lastSignInAt' | 'mustChangePassword' | 'role'>
> & { teamIds: string[] };
export type Team = Json<typeof teams.$inferSelect>;
export type Player = Json<typeof players.$inferSelect>;
export type Coach = Json<typeof coaches.$inferSelect>;
export type NewsArticle = Json<typeof newsArticles.$inferSelect>;
export type GalleryImage = Json<typeof galleryImages.$inferSelect>;
export type ContactInquiry = Json<typeof contactInquiries.$inferSelect>;
export type SiteSettings = typeof siteSettings.$inferSelect;
export type AboutFeature = Json<typeof aboutFeatures.$inferSelect>;
export type PathwayStep = Json<typeof pathwaySteps.$inferSelect>;
export type InternationalFeature = Json<typeof internationalFeatures.$inferSelect>;
export type Sponsor = Json<typeof sponsors.$inferSelect>;
export type ClubManagementMember = Json<typeof clubManagement.$inferSelect>;
export type MerchandiseItem = Json<typeof merchandise.$inferSelect>;
export type ClubEvent = Json<typeof events.$inferSelect>;
export type Tour = Json<typeof tours.$inferSelect>;
export type TourContributionRow = typeof tourContributions.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;

export type InsertTeam = z.input<typeof insertTeamSchema>;
export type InsertPlayer = z.input<typeof insertPlayerSchema>;
export type InsertCoach = z.input<typeof insertCoachSchema>;
export type InsertNews = z.input<typeof insertNewsSchema>;
export type InsertGallery = z.input<typeof insertGallerySchema>;
export type InsertContact = z.input<typeof insertContactSchema>;
export type InsertSettings = z.input<typeof insertSettingsSchema>;
export type InsertAbout = z.input<typeof insertAboutSchema>;
export type InsertPathway = z.input<typeof insertPathwaySchema>;
export type InsertInternational = z.input<typeof insertInternationalSchema>;
export type InsertSponsor = z.input<typeof insertSponsorSchema>;
export type InsertClubManagement = z.input<typeof insertClubManagementSchema>;
export type InsertMerchandise = z.input<typeof insertMerchandiseSchema>;
export type InsertEvent = z.input<typeof insertEventSchema>;
export type InsertTour = z.input<typeof insertTourSchema>;
export type CreateEvent = z.output<ReturnType<typeof createEventSchema>>;

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
};
