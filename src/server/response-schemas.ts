// What the API answers, derived from the Drizzle tables in one place (docs/architecture.md "HTTP API"). The OpenAPI
// document names these schemas; the serializer and the tests' response check hold every answer to them.
import { getTableColumns, type Table } from 'drizzle-orm';
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod/v4';
import { ACCEPTED_IMAGE_TYPES, EVENT_KINDS } from '../shared/constants';
import { ANSWER_SOURCES, ATTENDANCE_STATUSES, AVAILABILITY_ANSWERS, type FamilyForStaff } from '../shared/families';
import { CHARGE_STATUSES, PAYMENT_METHODS } from '../shared/payments';
import { ROLES } from '../shared/permissions';
import { SETTINGS_COLUMNS } from '../shared/public-columns';
import { contactInquiries, registrations, siteSettings, users } from '../shared/schema';
import { CONTRIBUTION_METHODS } from '../shared/tours';
import { type PublicView, publicSchema } from './services/public-view';

/** Schemas named here become components of the OpenAPI document (#/components/schemas/{id}). */
export const contractRegistry = z.registry<{ id?: string; description?: string }>();

export function named<S extends z.ZodType>(id: string, schema: S): S {
  contractRegistry.add(schema, { id });
  return schema;
}

/** A field's description in the OpenAPI document (which reads this registry, not zod's `.describe()`). */
export function described<S extends z.ZodType>(description: string, schema: S): S {
  contractRegistry.add(schema, { description });
  return schema;
}

/** Rows hold Date objects; JSON carries them as ISO 8601 text, and the tests read them back from it. */
const timestamp = () =>
  z.codec(z.iso.datetime(), z.date(), {
    decode: (text) => new Date(text),
    encode: (date) => date.toISOString(),
  });

/** One schema per table for the whole process: registering a name twice is an error, and apps are built per test. */
const rowSchemas = new WeakMap<Table, z.ZodType>();

/** drizzle-zod, seen from code that is generic over tables (its per-table types are too deep for that). */
const selectSchema = createSelectSchema as (table: Table, refine: Record<string, z.ZodType>) => z.ZodType;

/** A table's row as the API answers it: drizzle-zod's select schema, with timestamps as ISO strings on the wire. */
export function rowSchema<T extends Table>(table: T, id: string): z.ZodType<T['$inferSelect']> {
  let schema = rowSchemas.get(table);
  if (!schema) {
    const timestamps: Record<string, z.ZodType> = {};
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      if (column.dataType === 'date') timestamps[key] = column.notNull ? timestamp() : timestamp().nullable();
    }
    schema = named(id, selectSchema(table, timestamps));
    rowSchemas.set(table, schema);
  }
  // The codecs change only the wire form; handlers return rows as Drizzle reads them (Date).
  return schema as z.ZodType<T['$inferSelect']>;
}

const publicRowSchemas = new WeakMap<PublicView, z.ZodType>();

/**
 * A row as the public list answers it: its public columns. Named `id` once where that differs from the stored row
 * (a player's, ADR 027); the row's own schema where every column is public.
 */
export function publicRowSchema(view: PublicView, row: z.ZodType, id: string): z.ZodType {
  let schema = publicRowSchemas.get(view);
  if (!schema) {
    const made = view.schema(row);
    schema = made === row ? row : named(id, made);
    publicRowSchemas.set(view, schema);
  }
  return schema;
}

/** docs/architecture.md "Errors": every 4xx and 5xx answer; validation adds the list of problems. */
export const apiError = named(
  'Error',
  z.object({
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
);

/** Any route can refuse a request or lose its database; each answers with the one error shape. */
export const errorResponses = { '4xx': apiError, '5xx': apiError } as const;

/**
 * An update that names the version it read (ADR 045): 409 when the item has been saved since, with the time of that
 * save, and nothing written.
 */
export const staleResponses = { 409: apiError, ...errorResponses } as const;
export const STALE_UPDATE =
  "Send the item's updatedAt as it was read: when it has been saved since, nothing is written and the answer is 409, { message: 'Someone else changed this at 10:40. Copy your text, reload, and apply your changes again.' }, the time that of the other save in the club's time zone. Without updatedAt the update is written whatever the item holds.";

/** 204 answers carry no body. */
export const noContent = z.undefined();

/** Lists served from the response cache answer If-None-Match with a bodiless 304 when nothing changed. */
export const cachedResponses = { 304: noContent, ...errorResponses } as const;

/** What an account may do (ADR 040): its role, and a Coach's teams (empty for the other roles). */
const access = { role: z.enum(ROLES), teamIds: z.array(z.uuid()) };

/**
 * Only the id, the name, the role and teams and whether a temporary password must be changed ever leave the
 * server; the password hash stays in the database.
 */
export const userSchema = named(
  'User',
  createSelectSchema(users).pick({ id: true, username: true, mustChangePassword: true }).extend(access),
);
/** A staff account in the portal's list: when it was made and last signed in, and still never the hash. */
export const staffAccountSchema = named(
  'StaffAccount',
  createSelectSchema(users, { createdAt: timestamp(), lastSignInAt: timestamp().nullable() })
    .pick({
      id: true,
      username: true,
      createdAt: true,
      lastSignInAt: true,
      mustChangePassword: true,
    })
    .extend(access),
);
export const settingsSchema = rowSchema(siteSettings, 'SiteSettings');
/** GET /api/settings: the settings a visitor may read (src/shared/public-columns.ts). */
const publicSettings = publicSchema(settingsSchema, SETTINGS_COLUMNS);
export const publicSettingsSchema =
  publicSettings === settingsSchema ? settingsSchema : named('PublicSiteSettings', publicSettings);
export const inquirySchema = rowSchema(contactInquiries, 'ContactInquiry');
/** The inbox at a glance: New enquiries, and whether their email alerts get out. */
export const inquirySummarySchema = named(
  'InquirySummary',
  z.object({
    new: z.number().int(),
    alerts: z.object({
      /** SMTP_URL is set. */
      enabled: z.boolean(),
      /** Alerts wait because there is neither ALERT_EMAIL nor an Admin-set staff alerts email. */
      recipientMissing: z.boolean(),
      /** Alerts not sent yet. */
      waiting: z.number().int(),
      /** Why the latest failed try failed, while any alert waits after one; else null. */
      lastError: z.string().nullable(),
    }),
  }),
);
/** A registration in the portal's list: its contacts opened, never the medical notes. */
export const registrationSummarySchema = named(
  'RegistrationSummary',
  createSelectSchema(registrations, { createdAt: timestamp(), updatedAt: timestamp() })
    .omit({ private: true, seasonNumber: true })
    .extend({
      age: z.number().int(),
      teamName: z.string().nullable(),
      playerPhone: z.string().nullable(),
      guardianName: z.string().nullable(),
      guardianRelationship: z.string().nullable(),
      guardianPhone: z.string().nullable(),
      email: z.string().nullable(),
      emergencyName: z.string(),
      emergencyPhone: z.string(),
      hasMedicalNotes: z.boolean(),
      familyMessageSentAt: timestamp().nullable(),
    }),
);
/** One registration with every field: the medical notes too. */
export const registrationDetailSchema = named(
  'RegistrationDetail',
  registrationSummarySchema.extend({ medical: z.string().nullable() }),
);
/** What a family is told once their registration is stored. */
export const registrationReceiptSchema = named(
  'RegistrationReceipt',
  z.object({ reference: z.string(), season: z.string(), feeInformation: z.string() }),
);
/** A CSV download: text, not JSON; its errors are JSON like every other route's. */
export const csvFile = {
  description: 'A CSV file (UTF-8 with a byte order mark)',
  content: { 'text/csv': { schema: z.string() } },
};

/** An image sent in a multipart form; its bytes, not this declared type, decide whether it is accepted. */
export const imageFile = () => z.file().mime([...ACCEPTED_IMAGE_TYPES]);

/** The OpenAPI security scheme of the session cookie a sign-in sets. */
export const STAFF_SESSION = 'staffSession';
/**
 * A route that needs the session cookie. Every /api/admin route gets this from the API contract, with its
 * permission (src/server/api-contract.ts); other routes that need it declare it.
 */
type Security = { security: Record<string, string[]>[] };
export const staffOnly: Security = { security: [{ [STAFF_SESSION]: [] }] };
/** A route that answers with or without a session, differently (signed-in staff, or anyone). */
export const sessionOptional: Security = { security: [{ [STAFF_SESSION]: [] }, {}] };
/** A route anyone may call: what a route that declares nothing is. */
export const publicAccess: Security = { security: [] };

/** 'Club management member' -> 'ClubManagementMember': the component name of an entity's rows. */
export const componentName = (label: string) =>
  label.replace(/(?:^|\s+)(\w)/g, (_match, first: string) => first.toUpperCase());

/** A page of the activity log (ADR 043), newest first, with who and which sections the log holds. */
export const activityPageSchema = named(
  'ActivityPage',
  z.object({
    entries: z.array(
      z.object({
        id: z.uuid(),
        at: z.iso.datetime(),
        userId: z.number().int().nullable(),
        userName: z.string(),
        section: z.string(),
        itemKind: z.string().nullable(),
        itemId: z.string().nullable(),
        sentence: z.string(),
        fields: z.array(z.string()),
        itemExists: z.boolean(),
      }),
    ),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    people: z.array(z.object({ id: z.number().int().nullable(), name: z.string() })),
    sections: z.array(z.string()),
  }),
);

/** A follower by email in the portal: their address and choices, never the tokens of their links. */
export const followerSchema = named(
  'Follower',
  z.object({
    id: z.uuid(),
    email: z.string(),
    news: z.boolean(),
    /** The teams followed that still exist. */
    teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
    /** When the confirmation link was opened; null while it waits for that. */
    confirmedAt: timestamp().nullable(),
    createdAt: timestamp(),
  }),
);
/** The confirmed followers of club news and of each team, and whether any email can be sent (SMTP_URL is set). */
export const followerSummarySchema = named(
  'FollowerSummary',
  z.object({
    news: z.number().int(),
    teams: z.array(z.object({ id: z.uuid(), name: z.string(), followers: z.number().int() })),
    mailEnabled: z.boolean(),
  }),
);

/** A contribution to a tour as staff read it: the sealed name and reference opened, the amount in toea. */
export const tourContributionSchema = named(
  'TourContribution',
  z.object({
    id: z.uuid(),
    tourId: z.uuid(),
    /** 1 kina = 100 toea. */
    amountToea: z.number().int(),
    /** 'YYYY-MM-DD'. */
    receivedOn: z.string(),
    supporterName: z.string(),
    reference: z.string().nullable(),
    showName: z.boolean(),
    showAmount: z.boolean(),
    method: z.enum(CONTRIBUTION_METHODS),
    sponsorId: z.uuid().nullable(),
    /** The sponsor's name while the sponsor exists. */
    sponsorName: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
);
/** A tour's contributions, newest first, and their sum: the total is computed, never typed. */
export const tourContributionsSchema = named(
  'TourContributions',
  z.object({
    contributions: z.array(tourContributionSchema),
    totals: z.object({ raisedToea: z.number().int(), count: z.number().int() }),
  }),
);

/** A player's family as staff see it (FamilyForStaff): the guardian's contacts and the private link. */
export const familyForStaffSchema = named(
  'FamilyForStaff',
  z.object({
    id: z.uuid(),
    guardianName: z.string(),
    /** A PNG mobile number as stored ('+675 7123 4567'). */
    phone: z.string(),
    email: z.string().nullable(),
    /** The family's private page, as an absolute address: whoever has it opens the page. */
    link: z.string(),
    /** wa.me with the message to the family typed in. */
    whatsappLink: z.string(),
  }) satisfies z.ZodType<FamilyForStaff>,
);

/** 'Who's coming' to an event (EventAvailability): each player of its team with their answer, the note opened. */
export const eventAvailabilitySchema = named(
  'EventAvailability',
  z.object({
    eventId: z.uuid(),
    counts: z.object({ yes: z.number().int(), no: z.number().int(), maybe: z.number().int(), none: z.number().int() }),
    players: z.array(
      z.object({
        playerId: z.uuid(),
        name: z.string(),
        jerseyNumber: z.number().int().nullable(),
        answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
        /** No answer, counted as Yes: a training of a team that counts players as coming unless they say no. */
        assumed: z.boolean(),
        note: z.string().nullable(),
        answeredAt: z.iso.datetime().nullable(),
        givenBy: z.enum(ANSWER_SOURCES).nullable(),
        attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
      }),
    ),
    /** Attendance may be recorded (and answers no longer change) from the event's start. */
    started: z.boolean(),
  }),
);
/** Who a reminder was emailed to, and who must be sent their family page's link by hand (RemindResult). */
export const remindResultSchema = named(
  'RemindResult',
  z.object({
    emailed: z.number().int(),
    others: z.array(
      z.object({ playerId: z.uuid(), name: z.string(), guardianName: z.string(), whatsappLink: z.string() }),
    ),
    withoutFamily: z.number().int(),
  }),
);
const attendanceCounts = z.object(
  Object.fromEntries(ATTENDANCE_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof ATTENDANCE_STATUSES)[number],
    z.ZodNumber
  >,
);
/** A team's attendance over club days (TeamAttendance): per player, the rate with Excused not counted. */
export const teamAttendanceSchema = named(
  'TeamAttendance',
  z.object({
    teamId: z.uuid(),
    from: z.iso.date(),
    to: z.iso.date(),
    players: z.array(
      z.object({
        playerId: z.uuid(),
        name: z.string(),
        games: z.number().int(),
        trainings: z.number().int(),
        counts: attendanceCounts,
        /** (Present + Late) / (Present + Late + Absent), 0 to 1; null when none of those was recorded. */
        rate: z.number().nullable(),
      }),
    ),
  }),
);

/** One game, training or tournament on a family's page, with their child's answer (FamilyEvent). */
export const familyEventSchema = named(
  'FamilyEvent',
  z.object({
    id: z.uuid(),
    kind: z.enum(EVENT_KINDS),
    title: z.string(),
    teamName: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    venue: z.string(),
    answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
    note: z.string().nullable(),
    /** Whether the answer may still change: until the event starts. */
    open: z.boolean(),
  }),
);
/** A family's child on their page (FamilyChild): photo consent, and their team's events of the coming weeks. */
export const familyChildSchema = named(
  'FamilyChild',
  z.object({
    playerId: z.uuid(),
    firstName: z.string(),
    teamName: z.string().nullable(),
    /** The first day photos may no longer be published ('2027-03-04'), or null when none are. */
    photosUntil: z.string().nullable(),
    events: z.array(familyEventSchema),
  }),
);
/** A family's money on their page (FamilyMoney): what is left to pay, their credit, how to pay, their payments. */
export const familyMoneySchema = named(
  'FamilyMoney',
  z.object({
    owed: z.array(
      z.object({
        id: z.uuid(),
        description: z.string(),
        childName: z.string().nullable(),
        amountToea: z.number().int(),
        paidToea: z.number().int(),
        leftToea: z.number().int(),
        dueOn: z.string(),
        /** The reference to quote when paying: 'PMBC-7KX2QA'. */
        reference: z.string(),
      }),
    ),
    creditToea: z.number().int(),
    howToPay: z.array(z.object({ method: z.enum(PAYMENT_METHODS), details: z.string() })),
    payments: z.array(
      z.object({
        id: z.uuid(),
        receivedOn: z.string(),
        amountToea: z.number().int(),
        method: z.enum(PAYMENT_METHODS),
      }),
    ),
  }),
);
/** GET /api/admin/payments/reports/received (PaymentsReceivedReport). */
export const paymentsReceivedSchema = named(
  'PaymentsReceivedReport',
  z.object({
    from: z.string(),
    to: z.string(),
    rows: z.array(
      z.object({
        month: z.string(),
        method: z.enum(PAYMENT_METHODS),
        payments: z.number().int(),
        amountToea: z.number().int(),
      }),
    ),
    byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amountToea: z.number().int() })),
    totalToea: z.number().int(),
  }),
);
/** GET /api/admin/payments/reports/outstanding (OutstandingReport). */
export const outstandingSchema = named(
  'OutstandingReport',
  z.object({
    byTeam: z.array(
      z.object({
        teamId: z.uuid().nullable(),
        teamName: z.string(),
        charges: z.number().int(),
        leftToea: z.number().int(),
      }),
    ),
    byDescription: z.array(
      z.object({ description: z.string(), charges: z.number().int(), leftToea: z.number().int() }),
    ),
    totalToea: z.number().int(),
  }),
);
/** GET /api/admin/payments/reports/credits (CreditsReport). */
export const creditsSchema = named(
  'CreditsReport',
  z.object({
    families: z.array(z.object({ familyId: z.uuid(), guardianName: z.string(), creditToea: z.number().int() })),
    totalToea: z.number().int(),
  }),
);
/** GET /api/family/{token} (FamilyPage). */
export const familyPageSchema = named(
  'FamilyPage',
  z.object({ guardianName: z.string(), children: z.array(familyChildSchema), money: familyMoneySchema }),
);

/** A charge as staff with 'money' read it (ChargeForStaff): what is paid of it worked out from the allocations. */
export const chargeSchema = named(
  'Charge',
  z.object({
    id: z.uuid(),
    /** Null once the player's profile is deleted: the charge stays. */
    playerId: z.uuid().nullable(),
    playerName: z.string().nullable(),
    familyId: z.uuid().nullable(),
    /** A tour's charge: what is paid of it counts in the tour's raised total. */
    tourId: z.uuid().nullable(),
    description: z.string(),
    amountToea: z.number().int(),
    /** 'YYYY-MM-DD'. */
    dueOn: z.string(),
    /** 'PMBC-7KX2QA': what the family quotes when paying. */
    reference: z.string(),
    status: z.enum(CHARGE_STATUSES),
    paidToea: z.number().int(),
    balanceToea: z.number().int(),
    waivedAt: z.iso.datetime().nullable(),
    /** Why it was waived: in answers to the 'money' permission only. */
    waiveReason: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  }),
);

/** A payment as staff with 'money' read it (PaymentForStaff): the payer's name and reference opened. */
export const paymentForStaffSchema = named(
  'Payment',
  z.object({
    id: z.uuid(),
    amountToea: z.number().int(),
    /** 'YYYY-MM-DD'. */
    receivedOn: z.string(),
    method: z.enum(PAYMENT_METHODS),
    payerName: z.string(),
    reference: z.string().nullable(),
    familyId: z.uuid().nullable(),
    allocations: z.array(
      z.object({ chargeId: z.uuid(), reference: z.string(), description: z.string(), amountToea: z.number().int() }),
    ),
    /** What no charge took: the family's credit. */
    unallocatedToea: z.number().int(),
    updatedAt: z.iso.datetime(),
  }),
);
