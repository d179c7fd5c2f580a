// Lists whose public answer is not the rows as stored (ADR 027): the players' publishing choices decide what
// leaves the server. The staff's admin list (GET /api/admin/{path}) answers the rows in full.
import { z } from 'zod/v4';
import { clubToday, publicPlayer } from '../../shared/publishing';
import type { Player } from '../../shared/schema';

export type PublicView = {
  /** The rows as visitors may see them on the club's day `today`. */
  rows(rows: Record<string, unknown>[], today: string): unknown[];
  /** The declared schema of one public row, made from the entity's full row schema. */
  schema(row: z.ZodType): z.ZodType;
  /** The component name it is published under in the API document. */
  name: string;
};

/** The fields only staff see; the public row has none of them. */
const PRIVATE_PLAYER_FIELDS = {
  nameOnWebsite: true,
  showDateOfBirth: true,
  showPhoto: true,
  photoConsentDate: true,
} as const;

export const publicPlayers: PublicView = {
  rows: (rows, today) => rows.map((row) => publicPlayer(row as Player, today)),
  schema: (row) =>
    (row as z.ZodObject)
      .omit(PRIVATE_PLAYER_FIELDS)
      // Absent when hidden; a shown field keeps its null when it was never filled in.
      .extend({ dateOfBirth: z.string().nullable().optional(), photoUrl: z.string().nullable().optional() })
      .strict(),
  name: 'PublicPlayer',
};

/** The public list of a config, on the club's day at `now`. */
export function publicList(view: PublicView | undefined, rows: Record<string, unknown>[], now: Date): unknown[] {
  return view ? view.rows(rows, clubToday(now)) : rows;
}
