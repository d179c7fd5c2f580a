// What each public list answers (design.md: public views are allowlists): the columns src/shared/public-columns.ts
// names 'public', picked by name, and for players the date of birth and photo their publishing choices allow
// (ADR 027). The staff's admin list (GET /api/admin/{path}) answers the rows in full.
import { z } from 'zod/v4';
import { ENTITY_KEYS, type EntityKey } from '../../shared/entities';
import { CONTENT_COLUMNS, type ColumnClass, columnsIn, pickPublic } from '../../shared/public-columns';
import { clubToday, publicPlayer } from '../../shared/publishing';
import type { Player } from '../../shared/schema';

type Classes = Record<string, ColumnClass>;

export type PublicView = {
  /** The rows as visitors may see them on the club's day `today`. */
  rows(rows: Record<string, unknown>[], today: string): unknown[];
  /** The declared schema of one public row, made from the entity's full row schema (itself when all is public). */
  schema(row: z.ZodType): z.ZodType;
  /** Some column is not always public: staff read the rows in full from GET /api/admin/{path}. */
  hidesColumns: boolean;
};

/**
 * The schema of a row as the public sees it: the 'public' columns, and the 'when-allowed' ones as optional (absent
 * when hidden; a shown one keeps its null when it was never filled in). The row's own schema when every column is
 * public, so the API document names one component, not two equal ones.
 */
export function publicSchema(row: z.ZodType, classes: Classes): z.ZodType {
  if (columnsIn(classes, 'public').length === Object.keys(classes).length) return row;
  const shape = (row as z.ZodObject).shape;
  const visible = columnsIn(classes, 'public', 'when-allowed');
  return z.strictObject(
    Object.fromEntries(visible.map((c) => [c, classes[c] === 'public' ? shape[c]! : shape[c]!.optional()])),
  );
}

/** Entities whose 'when-allowed' columns depend on the row's own choices. */
const ALLOWED_BY: Partial<Record<EntityKey, (row: Record<string, unknown>, today: string) => unknown>> = {
  players: (row, today) => publicPlayer(row as Player, today),
};

function viewOf(key: EntityKey): PublicView {
  const classes: Classes = CONTENT_COLUMNS[key];
  const allowedBy = ALLOWED_BY[key];
  if (columnsIn(classes, 'when-allowed').length > 0 && !allowedBy) {
    throw new Error(`${key}: columns public 'when-allowed' but no rule saying when`);
  }
  return {
    rows: (rows, today) => rows.map((row) => (allowedBy ? allowedBy(row, today) : pickPublic(classes, row))),
    schema: (row) => publicSchema(row, classes),
    hidesColumns: columnsIn(classes, 'public').length < Object.keys(classes).length,
  };
}

/** One view per entity, for the life of the process (the API document names each schema once). */
export const PUBLIC_VIEWS = Object.fromEntries(ENTITY_KEYS.map((key) => [key, viewOf(key)])) as Record<
  EntityKey,
  PublicView
>;

/** The public list of a config, on the club's day at `now`. */
export function publicList(view: PublicView, rows: Record<string, unknown>[], now: Date): unknown[] {
  return view.rows(rows, clubToday(now));
}
