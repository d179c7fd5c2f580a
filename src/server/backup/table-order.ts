// The order a restore inserts tables in, worked out from their foreign keys: a row can only go in once the row it
// references is there, so every table comes after the tables it references (and is emptied before them).
import { getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

/** The tables a table's foreign keys point to, itself left out (a row referencing another of its own table). */
const referencedBy = (table: PgTable): PgTable[] =>
  getTableConfig(table)
    .foreignKeys.map((fk) => fk.reference().foreignTable)
    .filter((other) => other !== table);

/**
 * The tables' names, each after every table it references and otherwise in the order given. A table referenced
 * but not given is an error (a backup without it could not be restored), as is a cycle of references.
 */
export function referencesFirst(tables: readonly PgTable[]): string[] {
  const given = new Set(tables);
  const placed = new Set<PgTable>();
  const order: string[] = [];
  const place = (table: PgTable, path: readonly PgTable[]) => {
    if (placed.has(table)) return;
    if (path.includes(table)) {
      throw new Error(`Tables reference each other in a circle: ${[...path, table].map(getTableName).join(' -> ')}`);
    }
    for (const other of referencedBy(table)) {
      if (!given.has(other)) {
        throw new Error(`${getTableName(table)} references ${getTableName(other)}, which is not among the tables`);
      }
      place(other, [...path, table]);
    }
    placed.add(table);
    order.push(getTableName(table));
  };
  for (const table of tables) place(table, []);
  return order;
}
