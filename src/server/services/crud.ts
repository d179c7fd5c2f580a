// Queries shared by every content entity: full lists in their display order, and create/update by id (a delete
// goes through the trash: services/trash.ts). Every create and update stamps `updatedAt` with the app's time; an
// update naming an older one writes nothing (ADR 045).
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ContentTable } from '../../shared/entities/tables';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { type Edit, nextVersion, refusal, versionedRow } from './edit-version';
import { endOfList, isOrdered } from './ordering';

export type CrudService = ReturnType<typeof createCrudService>;

/** A full update replaces every field, so an optional field left out of it is cleared. */
function clearedOptionalFields(table: PgTable, keep: readonly string[]): Record<string, null> {
  const cleared: Record<string, null> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!column.notNull && !keep.includes(key)) cleared[key] = null;
  }
  return cleared;
}

export function createCrudService(table: ContentTable, orderBy: SQL[], label: string) {
  const missing = () => notFound(`${label} not found`);
  return {
    /** Every row in display order, or those `where` selects. */
    list: (db: Db, where?: SQL) =>
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderBy),

    async get(db: Db, id: string) {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      if (!row) throw missing();
      return row;
    },

    /** An item of an ordered list created without an order goes to its end. */
    async create(db: Db, values: Record<string, unknown>, now: Date) {
      const placed = isOrdered(table) && values.order === undefined ? { ...values, order: endOfList(table) } : values;
      const [row] = await db
        .insert(table)
        .values({ ...placed, updatedAt: now })
        .returning();
      return row;
    },

    /** Several rows in one statement, so all are created or none; answered in the order given. */
    async createMany(db: Db, rows: Record<string, unknown>[], now: Date) {
      // Ids chosen here name each row: SQL does not promise that RETURNING follows the order of VALUES.
      const named = rows.map((row) => ({ ...row, id: randomUUID(), updatedAt: now }));
      const created = new Map((await db.insert(table).values(named).returning()).map((row) => [row.id, row]));
      return named.map((row) => created.get(row.id)!);
    },

    /**
     * `keep` names optional fields this update does not touch (an image with no new file). The check of the version
     * and the write are one statement: a save committed in between makes this one write nothing, and answer 409.
     */
    async update(db: Db, id: string, values: Record<string, unknown>, keep: readonly string[], edit: Edit) {
      const [row] = await db
        .update(table)
        .set({ ...clearedOptionalFields(table, keep), ...values, updatedAt: nextVersion(table, edit.now) })
        .where(versionedRow(table, id, edit.version))
        .returning();
      if (!row) throw await refusal(db, table, id, edit, missing);
      return row;
    },
  };
}
