// Reads a backup archive entry by entry and checks it is one of ours, complete and restorable by this code: the
// manifest comes first, every table once with the counted rows, only image entries after, as many as counted.
// Anything else (another file, a truncated copy, a newer format) is an ArchiveError with a plain message.
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BACKUP_TABLES,
  type BackupTable,
  imageEntryName,
  knownMigrations,
  LEGACY_TABLES,
  type LegacyTable,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  tableEntry,
} from './archive-format';

export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

export type ArchiveVisitor = {
  /** Each table the archive holds: one of today's, or a legacy one (LEGACY_TABLES) of an older archive. */
  onTable?(table: BackupTable | LegacyTable, rows: Record<string, unknown>[]): void | Promise<void>;
  onImage?(name: string, bytes: Buffer): void | Promise<void>;
};

/** A visitor's own failure (a storage write, say): passed on as it is, not mistaken for a bad archive. */
class VisitorFailure extends Error {}
async function visit(fn: () => void | Promise<void> | undefined): Promise<void> {
  try {
    await fn();
  } catch (error) {
    throw new VisitorFailure('visitor failed', { cause: error });
  }
}

/** Limits that keep a foreign file from taking the memory: one entry is held at a time. */
const MAX_MANIFEST_BYTES = 64 * 1024;
const MAX_TABLE_BYTES = 512 * 1024 * 1024;
const MAX_IMAGE_BYTES = 64 * 1024 * 1024;

const TABLE_BY_ENTRY = new Map<string, BackupTable | LegacyTable>(
  [...BACKUP_TABLES, ...(Object.keys(LEGACY_TABLES) as LegacyTable[])].map((t) => [tableEntry(t as BackupTable), t]),
);

/**
 * The tables an archive must hold: those its manifest counts. An archive of an older migration lacks the tables
 * added since (they restore empty), and may hold legacy ones; a manifest naming a table this site does not know
 * is not one of ours.
 */
function expectedTables(manifest: Manifest): Set<string> {
  const named = Object.keys(manifest.tables);
  const unknown = named.find((table) => !TABLE_BY_ENTRY.has(tableEntry(table as BackupTable)));
  if (unknown) throw new ArchiveError(`its manifest counts a table this site does not know (${unknown})`);
  return new Set(named);
}

async function collect(stream: AsyncIterable<unknown>, limit: number, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new ArchiveError(`Entry ${name} is larger than a backup's entries can be`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function checkManifest(data: Buffer): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    throw new ArchiveError('its manifest is not readable');
  }
  const format = (parsed as { format?: unknown } | null)?.format;
  const version = (parsed as { version?: unknown } | null)?.version;
  if (format === ARCHIVE_FORMAT && typeof version === 'number' && version > ARCHIVE_VERSION) {
    throw new ArchiveError(
      `it was made by a newer version of the site (archive format ${version}; this one reads up to ` +
        `${ARCHIVE_VERSION}). Update this copy of the site first`,
    );
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new ArchiveError('its manifest is not that of a backup made by npm run backup');
  const manifest = result.data;
  if (!knownMigrations().some((m) => m.when === manifest.migration.when)) {
    throw new ArchiveError(
      `its database has a migration this version of the site does not know (${manifest.migration.tag}). ` +
        'Update this copy of the site first',
    );
  }
  return manifest;
}

function parseRows(data: Buffer, name: string): Record<string, unknown>[] {
  let rows: unknown;
  try {
    rows = JSON.parse(data.toString('utf8'));
  } catch {
    throw new ArchiveError(`${name} is not readable`);
  }
  if (!Array.isArray(rows) || rows.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw new ArchiveError(`${name} does not hold table rows`);
  }
  return rows as Record<string, unknown>[];
}

/** Reads the whole archive, handing each table and image to the visitor; answers the checked manifest. */
export async function readArchive(file: string, visitor: ArchiveVisitor = {}): Promise<Manifest> {
  const extract = tar.extract();
  const done = pipeline(createReadStream(file), createGunzip(), extract);
  done.catch(() => {}); // awaited below; an early failure also ends the loop
  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  let expected = new Set<string>();
  let images = 0;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== MANIFEST_ENTRY || entry.header.type !== 'file') throw new ArchiveError('it has no manifest');
        manifest = checkManifest(await collect(entry, MAX_MANIFEST_BYTES, name));
        expected = expectedTables(manifest);
        continue;
      }
      const table = TABLE_BY_ENTRY.get(name);
      if (table && expected.has(table) && !seen.has(table) && images === 0) {
        const rows = parseRows(await collect(entry, MAX_TABLE_BYTES, name), name);
        if (rows.length !== manifest.tables[table]) {
          throw new ArchiveError(
            `${name} holds ${rows.length} rows where the manifest counts ${manifest.tables[table]}`,
          );
        }
        seen.add(table);
        await visit(() => visitor.onTable?.(table, rows));
        continue;
      }
      const image = imageEntryName(name);
      if (image && entry.header.type === 'file' && seen.size === expected.size) {
        images++;
        const bytes = await collect(entry, MAX_IMAGE_BYTES, name);
        await visit(() => visitor.onImage?.(image, bytes));
        continue;
      }
      throw new ArchiveError(`it holds an entry a backup does not have, or in the wrong place (${name})`);
    }
    await done;
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    if (error instanceof VisitorFailure) throw error.cause;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') throw error;
    // zlib and tar errors: not gzip, not tar, or cut short.
    throw new ArchiveError("it is not a complete backup archive (not gzip'd tar, or cut short)");
  }
  if (!manifest) throw new ArchiveError('it is empty');
  if (seen.size !== expected.size) throw new ArchiveError('it is missing tables');
  if (images !== manifest.images) {
    throw new ArchiveError(`it holds ${images} images where the manifest counts ${manifest.images}`);
  }
  return manifest;
}
