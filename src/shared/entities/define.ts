// What a content entity's definition says (docs/adding-a-field-or-entity.md, ADR 056). Each entity's folder holds its
// table (table.ts: Drizzle, for the server and the portal's forms) and this browser-safe part (definition.ts): it
// imports its table as a type only, so public islands that read a path or a column's class stay free of Drizzle.
// The server's half (src/server/entities/) adds what only the server does: rules, hooks, who may write.
import type { Permission } from '../permissions';
import type { ColumnClasses } from '../public-columns';

/**
 * How an entity's image reaches the server:
 * - `file`: the file travels in the same multipart request as the fields, in `field`, and is stored in `column`;
 * - `url`: the file is uploaded first (POST /api/admin/upload) and the item references the answered URL in `column`.
 * Entities without `image` have none.
 */
export type ImageSpec =
  | {
      mode: 'file';
      field: string;
      column: string;
      /** Creating without a file is refused with this. */
      requiredMessage?: string;
    }
  | {
      mode: 'url';
      column: string;
      /** Saving without an image is refused (a gallery image is its picture). */
      required?: boolean;
    };

/**
 * Display order of a list: staff-set `order` (then oldest first), oldest first, newest publish date first, or
 * soonest start first (an event's instant, a tour's day).
 */
export type Ordering = 'order' | 'created' | 'published' | 'starts' | 'start-day';

/** Said of a column the activity log never names when it changes: the server sets it, or staff never edit it. */
export const NOT_LOGGED = null;

/**
 * The activity log's word for every column (ADR 043), as the portal's form labels it (lower-case, without
 * '(optional)'), or NOT_LOGGED. A column without either fails the typecheck, so no field's changes go unlogged by
 * oversight. The order is the order a sentence names changed fields in: the form's.
 */
export type ColumnWords<Row> = { readonly [Column in keyof Row]-?: string | typeof NOT_LOGGED };

/**
 * The portal section staff manage an entity's items in, which the activity log files them under: its name (its
 * path, /admin/{name}, and the log's filter) and its menu label. Whoever may write the entity may open it. An entity
 * managed in another's section (coaches, beside players) names that section alone.
 */
export type SectionSpec = { name: string; label: string } | string;

/**
 * Who may write an entity's items (ADR 040), as its admin routes check and the portal offers: `permission` to create,
 * change, reorder and restore them, `deletePermission` to delete them (`permission` when unsaid). A Coach's own teams'
 * rows only: `teamScoped`, with the end of the refusal of another team's ('You do not have permission to <words>').
 */
export type EntityAccess = { permission: Permission; deletePermission?: Permission; teamScoped?: { words: string } };

export type EntityDefinition<Row> = {
  /** Path segment: /api/{path} for the public list, /api/admin/{path}[/{id}] for staff writes. */
  path: string;
  /** As staff read it in toasts and errors: 'Team created successfully', 'Team not found'. */
  label: string;
  /** As the portal's buttons and form titles say it: 'Add Team', 'Edit Team', 'Create Team', 'Update Team'. */
  noun: string;
  ordering: Ordering;
  section: SectionSpec;
  /** `content` (Admin, Editor) when unsaid. */
  access?: EntityAccess;
  image?: ImageSpec;
  /**
   * A column of Markdown (an article's body, ADR 046): the uploads its text shows are images the row holds, as
   * much as its `image` column's.
   */
  markdown?: keyof Row & string;
  /** Other lists a write to this entity changes (deleting a team unassigns its players): their keys. */
  alsoChanges?: readonly string[];
  /**
   * What a visitor may see of each column, in the table's order (ADR 044). Any column not 'public' makes the public
   * list leave fields out: the portal then reads every field, and every row, from GET /api/admin/{path}.
   */
  columns: ColumnClasses<Row>;
  /** How the activity log speaks of the entity (ADR 043). */
  activity: {
    /** 'Mary added the news article "Tour to Cairns"'. */
    noun: string;
    /** 'Mary reordered the sponsors'. */
    plural: string;
    /** The column that names one item, in quotes; the server's half names it otherwise when it must (a child). */
    namedBy?: keyof Row & string;
    fields: ColumnWords<Row>;
  };
  /**
   * Rows the public site shows while the list is empty, so a new site never looks empty; the portal offers to copy
   * them as real rows, calling one `one` and several `many` ('The website is showing 3 example features').
   */
  examples?: { rows: readonly Row[]; one: string; many: string };
};

/** The row type a definition is about, carried by its type alone. */
declare const ROW: unique symbol;
export type Defines<Row> = { readonly [ROW]?: Row };
export type RowOf<Definition> = Definition extends Defines<infer Row> ? Row : never;

/**
 * Declares an entity for rows of `Row` (its table's, as the API answers them): `defineEntity<Sponsor>()({ ... })`.
 * Literal values are kept, so the public row type knows which columns are public.
 */
export const defineEntity =
  <Row>() =>
  <const Definition extends EntityDefinition<Row>>(definition: Definition): Definition & Defines<Row> =>
    definition;

/** The columns every content table has, which the server sets and the log never names. */
export const SERVER_SET_WORDS = { id: NOT_LOGGED, createdAt: NOT_LOGGED, updatedAt: NOT_LOGGED } as const;

/** When example rows were made: a fixed past day, so the examples are the same on every site. */
export const EXAMPLES_CREATED = '2024-01-01T00:00:00.000Z';
