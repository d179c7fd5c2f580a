// Reading the activity log (ADR 043): the filters staff choose (person, section, club days), a page of
// entries newest first with whether each item is still there, who and which sections the log holds, and the CSV.
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod/v4';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityItemKind,
  type ActivityPage,
} from '../../shared/activity';
import { ADMIN_SECTIONS } from '../../shared/admin-sections';
import { addDays, formatClubStamp, fromClubInput } from '../../shared/club-time';
import { ENTITY_KEYS, type EntityKey } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import {
  activityLog,
  charges,
  contactInquiries,
  followers,
  payments,
  registrations,
  siteSettings,
  users,
} from '../../shared/schema';
import { SECTION_LABELS } from '../../shared/section-labels';
import { isDay } from '../../shared/weekly-repeat';
import { toCsv } from '../csv';
import type { Db } from '../db/client';
import { AppError } from '../errors';

/** A query parameter left empty (a cleared filter) is no filter. */
const blankless = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const clubDay = (name: string) =>
  z
    .string({ error: `${name} must be a day as YYYY-MM-DD` })
    .refine(isDay, { message: `${name} must be a real day as YYYY-MM-DD` });

/** A whole number from 1 to `max`, as query text; anything else is refused with `message`. */
const wholeNumber = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

const filterShape = {
  person: blankless(wholeNumber('person must be the id of a staff account', 2_147_483_647)),
  section: blankless(z.enum(ADMIN_SECTIONS, { error: `section must be one of: ${ADMIN_SECTIONS.join(', ')}` })),
  from: blankless(clubDay('from')),
  to: blankless(clubDay('to')),
};

const inOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const outOfOrder = { message: 'from must not be after to', path: ['from'] };

export const activityFilters = z.object(filterShape).refine(inOrder, outOfOrder);
export const activityQuery = z
  .object({
    ...filterShape,
    page: blankless(wholeNumber('page must be a whole number from 1', 1_000_000)),
  })
  .refine(inOrder, outOfOrder);
export type ActivityFilters = z.output<typeof activityFilters>;

/** Parses the query, or answers 400 with what is wrong with it in words. */
export function parseActivityQuery<S extends typeof activityFilters | typeof activityQuery>(
  schema: S,
  query: unknown,
): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data as z.output<S>;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError(400, issues.map((issue) => issue.message).join('; '), issues);
}

/** from and to are the club's calendar days, both included. */
function whereOf(filters: ActivityFilters, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.person !== undefined) conditions.push(eq(activityLog.userId, filters.person));
  if (filters.section !== undefined) conditions.push(eq(activityLog.section, filters.section));
  if (filters.from) conditions.push(gte(activityLog.at, fromClubInput(`${filters.from}T00:00`, timeZone)!));
  if (filters.to) conditions.push(lt(activityLog.at, fromClubInput(`${addDays(filters.to, 1)}T00:00`, timeZone)!));
  return conditions.length ? and(...conditions) : undefined;
}

type LogRow = typeof activityLog.$inferSelect;

const newestFirst = [desc(activityLog.at), desc(activityLog.id)];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCOUNT_ID = /^\d{1,9}$/;

/** Where each kind of item lives, and what an id of it looks like. */
function itemTable(kind: string): { table: PgTable; id: PgColumn; idPattern: RegExp } | null {
  if ((ENTITY_KEYS as string[]).includes(kind)) {
    const table = ENTITY_TABLES[kind as EntityKey];
    return { table, id: table.id, idPattern: UUID };
  }
  const others: Partial<Record<ActivityItemKind, { table: PgTable; id: PgColumn; idPattern: RegExp }>> = {
    registration: { table: registrations, id: registrations.id, idPattern: UUID },
    inquiry: { table: contactInquiries, id: contactInquiries.id, idPattern: UUID },
    settings: { table: siteSettings, id: siteSettings.id, idPattern: UUID },
    staff: { table: users, id: users.id, idPattern: ACCOUNT_ID },
    follower: { table: followers, id: followers.id, idPattern: UUID },
    charge: { table: charges, id: charges.id, idPattern: UUID },
    payment: { table: payments, id: payments.id, idPattern: UUID },
  };
  return others[kind as ActivityItemKind] ?? null;
}

/** The items of a page's rows still there ('kind:id'): one query per kind. A deleted (trashed) item is not. */
async function existingItems(db: Db, rows: LogRow[]): Promise<Set<string>> {
  const idsByKind = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.itemKind || !row.itemId) continue;
    const ids = idsByKind.get(row.itemKind) ?? new Set<string>();
    ids.add(row.itemId);
    idsByKind.set(row.itemKind, ids);
  }
  const found = new Set<string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      const where = itemTable(kind);
      const valid = [...ids].filter((id) => where?.idPattern.test(id));
      if (!where || valid.length === 0) return;
      const values = where.idPattern === ACCOUNT_ID ? valid.map(Number) : valid;
      const rows = await db.select({ id: where.id }).from(where.table).where(inArray(where.id, values));
      for (const row of rows) found.add(`${kind}:${String(row.id)}`);
    }),
  );
  return found;
}

const toEntry = (row: LogRow, existing: Set<string>): ActivityEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  userId: row.userId,
  userName: row.userName,
  section: row.section,
  itemKind: row.itemKind as ActivityItemKind | null,
  itemId: row.itemId,
  sentence: row.sentence,
  fields: row.fields,
  itemExists: row.itemKind !== null && row.itemId !== null && existing.has(`${row.itemKind}:${row.itemId}`),
});

/** Everyone in the log by name: an account by its id, a removed one (id null) by the name it had. */
async function peopleInLog(db: Db): Promise<ActivityPage['people']> {
  const rows = await db
    .selectDistinct({ id: activityLog.userId, name: activityLog.userName })
    .from(activityLog)
    .orderBy(activityLog.userName);
  const seen = new Set<string>();
  return rows.filter((person) => {
    const key = person.id === null ? `name:${person.name}` : `id:${person.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The sections the log holds, in the portal's menu order (any other after them). */
async function sectionsInLog(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ section: activityLog.section }).from(activityLog);
  const rank = (section: string) => {
    const index = (ADMIN_SECTIONS as readonly string[]).indexOf(section);
    return index === -1 ? ADMIN_SECTIONS.length : index;
  };
  return rows.map((row) => row.section).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export async function activityPage(
  db: Db,
  query: ActivityFilters & { page?: number },
  timeZone: string,
): Promise<ActivityPage> {
  const page = query.page ?? 1;
  const where = whereOf(query, timeZone);
  const [rows, [total], people, sections] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(...newestFirst)
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ total: count() }).from(activityLog).where(where),
    peopleInLog(db),
    sectionsInLog(db),
  ]);
  const existing = await existingItems(db, rows);
  return {
    entries: rows.map((row) => toEntry(row, existing)),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total: total?.total ?? 0,
    people,
    sections,
  };
}

/** The header names the zone of the times below it: a spreadsheet cell carries no zone of its own. */
const csvColumns = (timeZone: string) => [`When (${timeZone})`, 'Person', 'Section', 'What'];

/** Every entry the filters select, newest first, as a CSV file. */
export async function activityCsv(db: Db, filters: ActivityFilters, timeZone: string): Promise<string> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(whereOf(filters, timeZone))
    .orderBy(...newestFirst);
  return toCsv(
    csvColumns(timeZone),
    rows.map((row) => [formatClubStamp(row.at, timeZone), row.userName, sectionLabel(row.section), row.sentence]),
  );
}

/** How the portal's menu names a section; the key for one it does not (an entry of a section since renamed). */
const sectionLabel = (section: string) => (SECTION_LABELS as Partial<Record<string, string>>)[section] ?? section;
