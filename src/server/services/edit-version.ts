// Two people editing one item (ADR 045): an update names the `updatedAt` it read, and the row is written
// only while it still has that version, in the same statement (UPDATE ... WHERE id = $1 AND updated_at = $2), so a
// save that would overwrite someone else's is refused with 409 and the time of their change. One mechanism for the
// content entities (services/crud.ts), the site settings and a registration's fee and notes.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { atClubMoment } from '../../shared/club-time';
import type { Db } from '../db/client';
import { AppError, issuesOf } from '../errors';

const VERSION_MESSAGE = 'updatedAt must be the date and time the item was read, such as 2026-11-28T10:40:00.000Z';

/**
 * The version an update names: the item's `updatedAt` exactly as it was read. Optional, so clients written before
 * it keep working (their saves overwrite as before); the portal always sends it.
 */
export const versionField = z.iso.datetime({ offset: true, error: VERSION_MESSAGE }).optional();

/** An update's request body as declared: its fields and the version it names. */
export const withVersion = (fields: z.ZodObject) => fields.safeExtend({ updatedAt: versionField });

/** What one update needs to write a new version or refuse a stale one. */
export type Edit = {
  /** The app's time: the new version. */
  now: Date;
  /** The version the client read; undefined writes whatever the row holds now. */
  version?: Date;
  /** The refusal of a stale version, naming when the row was last saved. */
  stale: (current: Date) => AppError;
};

/** The 409 of a stale update, its time in the club's zone. */
export function staleEdit(current: Date, now: Date, timeZone: string): AppError {
  const when = atClubMoment(current, now, timeZone);
  return new AppError(409, `Someone else changed this ${when}. Copy your text, reload, and apply your changes again.`);
}

export function editOf(app: FastifyInstance, version: Date | undefined): Edit {
  const now = app.now();
  return { now, version, stale: (current) => staleEdit(current, now, app.env.CLUB_TIMEZONE) };
}

const isObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * Reads an update: the fields with `schema`, and the version named in `updatedAt`. One 400 lists the problems of
 * both; the version never reaches the fields (it is not stored as sent).
 */
export function parseVersioned<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { values: z.output<S>; version: Date | undefined } {
  const { updatedAt, ...fields } = isObject(input) ? input : { updatedAt: undefined };
  const read = versionField.safeParse(updatedAt);
  const values = schema.safeParse(isObject(input) ? fields : (input ?? {}));
  if (read.success && values.success) {
    return { values: values.data, version: read.data === undefined ? undefined : new Date(read.data) };
  }
  const issues = [
    ...(values.success ? [] : issuesOf(values.error)),
    ...(read.success ? [] : issuesOf(read.error).map((issue) => ({ ...issue, path: 'updatedAt' }))),
  ];
  throw new AppError(400, 'Invalid input', issues);
}

/** True when the row still has the version named (or none was named). */
export const isCurrent = (current: Date, version: Date | undefined) =>
  version === undefined || current.getTime() === version.getTime();

type Versioned = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** The rows an update may write: this id, at the version named when one is. */
export const versionedRow = (table: Versioned, id: string, version: Date | undefined): SQL =>
  version === undefined ? eq(table.id, id) : (and(eq(table.id, id), eq(table.updatedAt, version)) as SQL);

/**
 * The new version: the app's time, and later than the one it replaces even when the clock has not moved (or an
 * instance's clock is behind), so every write changes it.
 */
export const nextVersion = (table: Versioned, now: Date): SQL =>
  sql`greatest(${now.toISOString()}::timestamptz, ${table.updatedAt} + interval '1 millisecond')`;

/** Why an update wrote no row: it is gone (`missing`), or it has a newer version than the one named (409). */
export async function refusal(db: Db, table: Versioned, id: string, edit: Edit, missing: () => AppError) {
  const [row] = await db.select({ updatedAt: table.updatedAt }).from(table).where(eq(table.id, id));
  return row ? edit.stale(row.updatedAt as Date) : missing();
}
