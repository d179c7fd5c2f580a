// What a backup archive holds (docs/decisions/021-backup-and-restore.md): a gzip'd tar with, in this order,
//   manifest.json         format, version, taken-at time, database kind, last applied migration, counts
//   tables/<table>.json   each table's rows as PostgreSQL's row_to_json gives them (exact timestamps, arrays)
//   images/<name>         every image rendition, byte for byte
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod/v4';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import type * as schema from '../../shared/schema';
import {
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
  siteSettings,
  staffTeams,
  statementImports,
  statementLines,
  tourContributions,
  users,
} from '../../shared/schema';
import type * as opsSchema from '../db/ops-schema';
import { pageViews, sponsorCounts } from '../db/ops-schema';
import { uploadName } from '../media/storage';
import { projectRoot } from '../project-root';
import { referencesFirst } from './table-order';

export const ARCHIVE_FORMAT = 'club-site-backup';
/** Raised when the layout changes; a restore refuses archives of a newer format than it knows. */
export const ARCHIVE_VERSION = 1;

/**
 * The tables a backup holds besides the content entities' (each entity's table comes with its definition:
 * ENTITY_TABLES). Images are not a table here: they travel as images/<name> entries whatever the storage.
 */
const SITE_TABLES = [
  users,
  // Who changed what (ADR 043).
  activityLog,
  // A Coach's teams.
  staffTeams,
  // The articles news followers were told of: a restored site does not tell them again.
  followAnnouncements,
  // Fixture changes waiting for their batch's email.
  followChanges,
  contactInquiries,
  siteSettings,
  // Money given to tours; supporters' names stay sealed as stored.
  tourContributions,
  // Visit and sponsor counters: the reports of past months.
  pageViews,
  sponsorCounts,
  // Contacts and medical notes stay sealed as stored.
  registrations,
  // Families following news or teams by email.
  followers,
  // Families' contacts stay sealed as stored, as do the notes of their answers; the attendance coaches recorded.
  families,
  availability,
  attendance,
  // The games whose reminders went: a restored site does not remind again.
  availabilityReminders,
  // What families owe and paid; payers' names, references and statement descriptions stay sealed as stored.
  charges,
  payments,
  allocations,
  statementImports,
  statementLines,
  mailOutbox,
] as const;

/** The name of every table the schema declares (the migrations are made from the same two files). */
type TableName<Module> = {
  [Export in keyof Module]: Module[Export] extends PgTable ? Module[Export]['_']['name'] : never;
}[keyof Module];
type SchemaTable = TableName<typeof schema> | TableName<typeof opsSchema>;

/** A table a backup holds, by its name in the database. */
export type BackupTable = Exclude<SchemaTable, (typeof SKIPPED_TABLES)[number]>;

/**
 * The tables a backup holds, each after the tables it references (rows are inserted in this order, deleted in
 * reverse): worked out from their foreign keys, so no table's place is kept by hand.
 */
export const BACKUP_TABLES = referencesFirst([
  ...Object.values(ENTITY_TABLES),
  ...SITE_TABLES,
]) as readonly BackupTable[];

/**
 * Left out on purpose: sign-ins and limits are about the moment, not the site (a restored site signs everyone
 * out and counts afresh; a first-account code is pointless once accounts exist). stored_images: see above. trash:
 * items deleted in the last minutes (ADR 031) are no longer part of the site, and a backup is kept for long.
 */
export const SKIPPED_TABLES = ['sessions', 'setup_codes', 'rate_limits', 'stored_images', 'trash'] as const;

/**
 * Tables older archives hold that the site has since replaced, and how their rows live on: read from an archive
 * of an earlier migration and restored as the rows of their successor.
 */
export const LEGACY_TABLES = {
  /** Enquiry alerts had their own outbox until migration 0010 (ADR 039). */
  inquiry_alerts: {
    into: 'mail_outbox',
    convert: (row: Record<string, unknown>) => ({
      id: randomUUID(),
      kind: 'enquiry-alert',
      inquiry_id: row.inquiry_id,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at,
      last_error: row.last_error,
      sent_at: row.sent_at,
      created_at: row.created_at,
    }),
  },
} as const satisfies Record<
  string,
  { into: BackupTable; convert(row: Record<string, unknown>): Record<string, unknown> }
>;
export type LegacyTable = keyof typeof LEGACY_TABLES;
export const isLegacyTable = (name: string): name is LegacyTable => Object.hasOwn(LEGACY_TABLES, name);

/** The one-row table that a fresh database already has (placeholders): replaced, not counted as content. */
export const PLACEHOLDER_TABLES: readonly BackupTable[] = ['site_settings'];

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: BackupTable) => `tables/${table}.json`;
export const IMAGE_PREFIX = 'images/';

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  takenAt: z.string(),
  databaseKind: z.enum(['pglite', 'postgres']),
  /** The last migration applied to the database the backup was taken from. */
  migration: z.object({ tag: z.string(), when: z.number() }),
  tables: z.record(z.string(), z.number().int().min(0)),
  images: z.number().int().min(0),
});
export type Manifest = z.infer<typeof manifestSchema>;

type JournalEntry = { idx: number; tag: string; when: number };

/** The migrations this code knows, oldest first (drizzle records each applied one by its `when`). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(projectRoot, 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The image name an archive entry stands for, or null when it is no image entry we would write. */
export function imageEntryName(entryName: string): string | null {
  if (!entryName.startsWith(IMAGE_PREFIX)) return null;
  const name = entryName.slice(IMAGE_PREFIX.length);
  return uploadName(`/uploads/${name}`);
}
