// Every column of every table, classified (public views are allowlists, ADR 044): the tables the public site reads
// take their classes from their entity's definition (src/shared/entities/<entity>/definition.ts) or, for the site
// settings, from src/shared/public-columns.ts, where the public views pick them; every other table is
// staff's or the server's own, all private, and listed all the same so that a new column is a decision, not an
// accident. column-classes.test.ts fails for a column or a table missing here.
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { ENTITIES, ENTITY_KEYS } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import { type ColumnClass, type ColumnClasses, SETTINGS_COLUMNS } from '../../shared/public-columns';
import type {
  activityLog,
  allocations,
  attendance,
  availability,
  availabilityReminders,
  charges,
  contactInquiries,
  families,
  followAnnouncements,
  followChanges,
  followers,
  mailOutbox,
  payments,
  registrations,
  sessions,
  setupCodes,
  staffTeams,
  statementImports,
  statementLines,
  tourContributions,
  users,
} from '../../shared/schema';
import type { pageViews, rateLimits, sponsorCounts, storedImages, trash } from '../db/ops-schema';

type Row<T extends Table> = T['$inferSelect'];

/** Tables no visitor reads: each column private. */
const STAFF_AND_SERVER_COLUMNS = {
  users: {
    id: 'private',
    username: 'private',
    password: 'private',
    createdAt: 'private',
    lastSignInAt: 'private',
    mustChangePassword: 'private',
    role: 'private',
  } satisfies ColumnClasses<Row<typeof users>>,
  sessions: {
    id: 'private',
    userId: 'private',
    expiresAt: 'private',
    createdAt: 'private',
    lastUsedAt: 'private',
  } satisfies ColumnClasses<Row<typeof sessions>>,
  setup_codes: { codeHash: 'private', createdAt: 'private' } satisfies ColumnClasses<Row<typeof setupCodes>>,
  staff_teams: { userId: 'private', teamId: 'private' } satisfies ColumnClasses<Row<typeof staffTeams>>,
  contact_inquiries: {
    id: 'private',
    firstName: 'private',
    lastName: 'private',
    email: 'private',
    phone: 'private',
    ageGroup: 'private',
    message: 'private',
    createdAt: 'private',
    status: 'private',
    notes: 'private',
    statusChangedAt: 'private',
  } satisfies ColumnClasses<Row<typeof contactInquiries>>,
  // A family sees its reference and the season on the confirmation, from the answer to its own POST, never a read.
  registrations: {
    id: 'private',
    reference: 'private',
    season: 'private',
    seasonNumber: 'private',
    status: 'private',
    firstName: 'private',
    lastName: 'private',
    dateOfBirth: 'private',
    gender: 'private',
    teamId: 'private',
    school: 'private',
    experience: 'private',
    adult: 'private',
    photoConsent: 'private',
    private: 'private',
    notes: 'private',
    feeStatus: 'private',
    feeMethod: 'private',
    feeReference: 'private',
    playerId: 'private',
    familyMessage: 'private',
    familyMessageSentAt: 'private',
    createdAt: 'private',
    updatedAt: 'private',
  } satisfies ColumnClasses<Row<typeof registrations>>,
  mail_outbox: {
    id: 'private',
    kind: 'private',
    registrationId: 'private',
    inquiryId: 'private',
    message: 'private',
    followerId: 'private',
    familyId: 'private',
    payload: 'private',
    attempts: 'private',
    nextAttemptAt: 'private',
    lastError: 'private',
    sentAt: 'private',
    createdAt: 'private',
  } satisfies ColumnClasses<Row<typeof mailOutbox>>,
  // Families' email addresses and the tokens of their links: staff only, never public.
  followers: {
    id: 'private',
    email: 'private',
    emailKey: 'private',
    news: 'private',
    teamIds: 'private',
    confirmedAt: 'private',
    confirmationSentAt: 'private',
    pendingNews: 'private',
    pendingTeamIds: 'private',
    confirmToken: 'private',
    manageToken: 'private',
    unsubscribeToken: 'private',
    createdAt: 'private',
    updatedAt: 'private',
  } satisfies ColumnClasses<Row<typeof followers>>,
  follow_changes: {
    id: 'private',
    teamId: 'private',
    eventId: 'private',
    kind: 'private',
    details: 'private',
    at: 'private',
    dispatchedAt: 'private',
  } satisfies ColumnClasses<Row<typeof followChanges>>,
  follow_announcements: { articleId: 'private', at: 'private' } satisfies ColumnClasses<
    Row<typeof followAnnouncements>
  >,
  // Who changed what (ADR 043): for Admins only.
  activity_log: {
    id: 'private',
    at: 'private',
    userId: 'private',
    userName: 'private',
    section: 'private',
    itemKind: 'private',
    itemId: 'private',
    sentence: 'private',
    fields: 'private',
  } satisfies ColumnClasses<Row<typeof activityLog>>,
  // src/server/db/ops-schema.ts: the server's own, never sent to the browser.
  stored_images: {
    name: 'private',
    contentType: 'private',
    bytes: 'private',
    createdAt: 'private',
  } satisfies ColumnClasses<Row<typeof storedImages>>,
  rate_limits: { key: 'private', count: 'private', resetAt: 'private' } satisfies ColumnClasses<Row<typeof rateLimits>>,
  // Money given to a tour: the public page shows only what each supporter chose, through its own view.
  tour_contributions: {
    id: 'private',
    tourId: 'private',
    amountToea: 'private',
    receivedOn: 'private',
    private: 'private',
    showName: 'private',
    showAmount: 'private',
    method: 'private',
    sponsorId: 'private',
    createdAt: 'private',
    updatedAt: 'private',
  } satisfies ColumnClasses<Row<typeof tourContributions>>,
  // Families' contacts and links, their answers and the attendance the coach records: never public (only the
  // family page shows a family its own, through its token).
  families: {
    id: 'private',
    private: 'private',
    phoneKey: 'private',
    token: 'private',
    createdAt: 'private',
    updatedAt: 'private',
  } satisfies ColumnClasses<Row<typeof families>>,
  availability: {
    eventId: 'private',
    playerId: 'private',
    answer: 'private',
    note: 'private',
    answeredAt: 'private',
    givenBy: 'private',
  } satisfies ColumnClasses<Row<typeof availability>>,
  attendance: {
    eventId: 'private',
    playerId: 'private',
    status: 'private',
    recordedAt: 'private',
  } satisfies ColumnClasses<Row<typeof attendance>>,
  availability_reminders: { eventId: 'private', at: 'private' } satisfies ColumnClasses<
    Row<typeof availabilityReminders>
  >,
  // What families owe and pay: Admins and the Treasurer (a Coach sees whether a season fee is paid); a family its own.
  charges: {
    id: 'private',
    playerId: 'private',
    familyId: 'private',
    tourId: 'private',
    description: 'private',
    amountToea: 'private',
    dueOn: 'private',
    reference: 'private',
    waivedAt: 'private',
    waiveReason: 'private',
    createdAt: 'private',
    updatedAt: 'private',
  } satisfies ColumnClasses<Row<typeof charges>>,
  payments: {
    id: 'private',
    amountToea: 'private',
    receivedOn: 'private',
    method: 'private',
    private: 'private',
    familyId: 'private',
    createdAt: 'private',
    updatedAt: 'private',
  } satisfies ColumnClasses<Row<typeof payments>>,
  allocations: { paymentId: 'private', chargeId: 'private', amountToea: 'private' } satisfies ColumnClasses<
    Row<typeof allocations>
  >,
  statement_imports: { id: 'private', createdAt: 'private' } satisfies ColumnClasses<Row<typeof statementImports>>,
  statement_lines: {
    id: 'private',
    importId: 'private',
    lineNumber: 'private',
    date: 'private',
    description: 'private',
    amountToea: 'private',
    reference: 'private',
    chargeId: 'private',
    status: 'private',
    fingerprint: 'private',
    paymentId: 'private',
  } satisfies ColumnClasses<Row<typeof statementLines>>,
  // Visit counters: staff read them as totals in the portal.
  page_views: { day: 'private', path: 'private', source: 'private', views: 'private' } satisfies ColumnClasses<
    Row<typeof pageViews>
  >,
  sponsor_counts: {
    day: 'private',
    sponsorId: 'private',
    impressions: 'private',
    clicks: 'private',
  } satisfies ColumnClasses<Row<typeof sponsorCounts>>,
  trash: {
    entity: 'private',
    itemId: 'private',
    content: 'private',
    imageUrls: 'private',
    deletedAt: 'private',
    deletedBy: 'private',
  } satisfies ColumnClasses<Row<typeof trash>>,
};

export type TableClasses = Record<string, Record<string, ColumnClass>>;

/** Every table's columns and their classes, by the table's SQL name. */
export const COLUMN_CLASSES: TableClasses = {
  ...Object.fromEntries(ENTITY_KEYS.map((key) => [getTableName(ENTITY_TABLES[key]), ENTITIES[key].columns])),
  site_settings: SETTINGS_COLUMNS,
  ...STAFF_AND_SERVER_COLUMNS,
};

/** What is not classified in `classes` (a column, a whole table), and what is classified but no longer exists. */
export function classificationProblems(tables: Table[], classes: TableClasses = COLUMN_CLASSES): string[] {
  const problems: string[] = [];
  const where = "the entity's definition (src/shared/entities/) or src/server/services/column-classes.ts";
  for (const table of tables) {
    const name = getTableName(table);
    const classified = classes[name];
    if (!classified) {
      problems.push(`table ${name} is not classified: say 'public' or 'private' for each of its columns in ${where}`);
      continue;
    }
    const columns = Object.keys(getTableColumns(table));
    for (const column of columns) {
      if (!(column in classified))
        problems.push(`${name}.${column} is classified neither public nor private (${where})`);
    }
    for (const column of Object.keys(classified)) {
      if (!columns.includes(column)) problems.push(`${name}.${column} is classified but is no column of ${name}`);
    }
  }
  const names = new Set(tables.map(getTableName));
  for (const name of Object.keys(classes)) {
    if (!names.has(name)) problems.push(`table ${name} is classified but does not exist`);
  }
  return problems;
}
