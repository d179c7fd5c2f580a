// What each public list answers (docs/architecture.md: public views are allowlists): the rows visitors may see (news:
// the articles public now, ADR 047), each with the columns src/shared/public-columns.ts names 'public', picked by name,
// and for players the date of birth and photo their publishing choices allow (ADR 027). The staff's admin list
// (GET /api/admin/{path}) answers every row in full.
import { z } from 'zod/v4';
import { type ArticleTiming, isArticlePublic, nextArticleRelease } from '../../shared/articles';
import { ENTITY_KEYS, type EntityKey } from '../../shared/entities';
import { CONTENT_COLUMNS, type ColumnClass, columnsIn, pickPublic } from '../../shared/public-columns';
import { publicPlayer } from '../../shared/publishing';
import type { Player } from '../../shared/schema';
import type { ClubMoment } from '../club-clock';

type Classes = Record<string, ColumnClass>;

type Row = Record<string, unknown>;

export type PublicView = {
  /** The rows visitors may see at `now`, as they may see them on the club's `today`. */
  rows(rows: Row[], at: ClubMoment): unknown[];
  /**
   * When the clock alone next changes what `rows` show (a scheduled article goes public), in ms; undefined when
   * only a write or the club's midnight can (the response cache expires at midnight anyway).
   */
  changesAt(rows: Row[], now: Date): number | undefined;
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
const ALLOWED_BY: Partial<Record<EntityKey, (row: Row, today: string) => unknown>> = {
  players: (row, today) => publicPlayer(row as Player, today),
};

/** Entities whose rows are not all public: which are at `now`, and when that next changes by the clock alone. */
const SHOWN_WHEN: Partial<
  Record<EntityKey, { shown(row: Row, now: Date): boolean; changesAt(rows: Row[], now: Date): number | undefined }>
> = {
  news: {
    shown: (row, now) => isArticlePublic(row as ArticleTiming, now),
    changesAt: (rows, now) => nextArticleRelease(rows as ArticleTiming[], now),
  },
};

function viewOf(key: EntityKey): PublicView {
  const classes: Classes = CONTENT_COLUMNS[key];
  const allowedBy = ALLOWED_BY[key];
  if (columnsIn(classes, 'when-allowed').length > 0 && !allowedBy) {
    throw new Error(`${key}: columns public 'when-allowed' but no rule saying when`);
  }
  const shownWhen = SHOWN_WHEN[key];
  return {
    rows: (rows, { now, today }) => {
      const shown = shownWhen ? rows.filter((row) => shownWhen.shown(row, now)) : rows;
      return shown.map((row) => (allowedBy ? allowedBy(row, today) : pickPublic(classes, row)));
    },
    changesAt: (rows, now) => shownWhen?.changesAt(rows, now),
    schema: (row) => publicSchema(row, classes),
    hidesColumns: columnsIn(classes, 'public').length < Object.keys(classes).length,
  };
}

/** One view per entity, for the life of the process (the API document names each schema once). */
export const PUBLIC_VIEWS = Object.fromEntries(ENTITY_KEYS.map((key) => [key, viewOf(key)])) as Record<
  EntityKey,
  PublicView
>;

/** The public list of a config at `at`. */
export function publicList(view: PublicView, rows: Row[], at: ClubMoment): unknown[] {
  return view.rows(rows, at);
}
