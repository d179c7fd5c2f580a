// A server started without the key its stored data was sealed with would fail on every staff list and write new
// families' contacts in plain text beside the sealed ones. So once anything has been sealed, the server starts only
// with a key that opens it (DATA_KEY, or DATA_KEY_PREVIOUS while rotating), and says what to do otherwise.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { Sealer } from './sealed';

/**
 * The sealed values at rest: a registration's contacts, a supporter's name and reference, a follower's address, a
 * family's contacts, a note to the coach, a payer's name and reference, a bank statement's description.
 */
const SEALED_COLUMNS = [
  { table: 'registrations', column: 'private' },
  { table: 'tour_contributions', column: 'private' },
  { table: 'followers', column: 'email' },
  { table: 'families', column: 'private' },
  { table: 'availability', column: 'note' },
  { table: 'payments', column: 'private' },
  { table: 'statement_lines', column: 'description' },
] as const;

/** The stored data needs a key this server was not given. */
export class DataKeyError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `Stored registrations, supporters, followers or families are sealed with the data key ${missing.join(', ')}, which ` +
        'is neither DATA_KEY nor DATA_KEY_PREVIOUS, so the server did not start and nothing was changed. Set DATA_KEY ' +
        'to the key they were sealed with and start again (to move to a new key, set the old one as ' +
        'DATA_KEY_PREVIOUS and run npm run rotate-key).',
    );
    this.name = 'DataKeyError';
  }
}

/** The ids of the keys stored values are sealed with ('sealed:v1:<key id>:...'). */
export async function storedKeyIds(db: Db): Promise<string[]> {
  const ids = new Set<string>();
  for (const { table, column } of SEALED_COLUMNS) {
    const rows = await queryRows<{ key_id: string }>(
      db,
      sql`select distinct split_part(${sql.identifier(column)}, ':', 3) as key_id from ${sql.identifier(table)}
          where ${sql.identifier(column)} like 'sealed:v1:%'`,
    );
    for (const row of rows) ids.add(row.key_id);
  }
  return [...ids].sort();
}

/** Throws DataKeyError when some stored value is sealed with a key the sealer does not have. */
export async function assertKeysOpenStoredData(db: Db, sealer: Sealer): Promise<void> {
  const missing = (await storedKeyIds(db)).filter((id) => !sealer.keyIds.includes(id));
  if (missing.length) throw new DataKeyError(missing);
}
