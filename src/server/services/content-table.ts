// A content entity's table as the queries (crud.ts) and the hand-set order (ordering.ts) both know it.
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Every content table has an id and the version an update names (ADR 045). */
export type ContentTable = PgTable & { id: PgColumn; updatedAt: PgColumn };
