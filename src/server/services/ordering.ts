// Staff order the lists of ordered entities by hand (docs/decisions/026-ordering-and-upload-size.md): a new item
// goes to the end of its list, and a reorder names the whole list in its new order, written as order 0..n-1.
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContentTable } from '../../shared/entities/tables';
import type { Db } from '../db/client';
import { AppError } from '../errors';

export type OrderedTable = ContentTable & { order: PgColumn };

/** The largest value the 4-byte `order` column holds; the end of a list never goes past it. */
const MAX_ORDER = 2_147_483_647;

export function isOrdered(table: ContentTable): table is OrderedTable {
  return 'order' in getTableColumns(table);
}

/** One past the largest order in the table, as part of the insert, so the item lands after everything there. */
export function endOfList(table: OrderedTable): SQL {
  return sql`(select least(coalesce(max(${table.order}) + 1, 0), ${MAX_ORDER}) from ${table})`;
}

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** Why a list of ids cannot be the new order of these rows, or null when it names each row exactly once. */
function problemWith(ids: readonly string[], existing: ReadonlySet<string>): string | null {
  const seen = new Set(ids);
  if (seen.size < ids.length) return 'The new order names an item more than once';
  const unknown = ids.filter((id) => !existing.has(id)).length;
  if (unknown) return `The new order names ${items(unknown)} not in the list; it has changed since it was read`;
  const missing = [...existing].filter((id) => !seen.has(id)).length;
  if (missing) return `The new order leaves out ${items(missing)} of the list; it has changed since it was read`;
  return null;
}

/**
 * Gives the rows orders 0..n-1 in the order of `ids`, in one transaction. The rows are locked first, so two
 * reorders at once end as one of them, never a mix; a list that is not exactly the table's rows changes nothing.
 */
export async function reorder(db: Db, table: OrderedTable, ids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).for('update');
    const problem = problemWith(ids, new Set(rows.map((row) => row.id as string)));
    if (problem) throw new AppError(400, problem);
    for (const [index, id] of ids.entries()) {
      await tx.update(table).set({ order: index }).where(eq(table.id, id));
    }
  });
}
