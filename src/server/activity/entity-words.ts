// How the activity log speaks of each content entity (ADR 043): its noun, the plural a reorder names, the portal
// section it lives in (the definition's `section`), and the labels of its fields as the portal's forms show them (lower-case, without
// '(optional)') come from the entity's definition (src/shared/entities/<entity>/definition.ts); how one item is
// named is its `namedBy` column in quotes, unless the server's half (src/server/entities/) names it otherwise.
import type { AdminSection } from '../../shared/admin-sections';
import { ENTITIES, type EntityKey, sectionOf } from '../../shared/entities';
import { NOT_LOGGED } from '../../shared/entities/define';
import { type ItemWords, quotedItem } from './sentences';

/** What naming an item may need beyond its row: its team's name, the club's zone. */
export type NamingContext = { teamName: string | null; timeZone: string };

export type EntityActivity = {
  section: AdminSection;
  noun: string;
  plural: string;
  item(row: Record<string, unknown>, context: NamingContext): ItemWords;
  /** The label of each logged column, in the order a sentence names them. */
  fields: Readonly<Record<string, string>>;
  /** Naming an item needs its team's name (row.teamId). */
  namesTeam?: true;
  /** A create or update the entity says in its own words (an article drafted, scheduled, published); null: the usual. */
  told?(change: ToldChange): string | null;
};

/** How an entity's items are named when quoting a column will not do: the server's half of its definition. */
export type EntityNaming = Partial<Pick<EntityActivity, 'item' | 'namesTeam' | 'told'>>;

/** A create (`before` null) or an update, for `told`: the fields changed are the labels of `fields`. */
export type ToldChange = {
  who: string;
  item: ItemWords;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  changed: readonly string[];
  timeZone: string;
};

/** An item named by one of its own fields, in quotes. */
const byField =
  (noun: string, field: string) =>
  (row: Record<string, unknown>): ItemWords =>
    quotedItem(noun, typeof row[field] === 'string' ? row[field] : '');

/** The log's words for the entity `key`: its definition's, named as `naming` says where it says so. */
export function entityActivity(key: EntityKey, naming: EntityNaming = {}): EntityActivity {
  const words: {
    noun: string;
    plural: string;
    namedBy?: string;
    fields: Readonly<Record<string, string | typeof NOT_LOGGED>>;
  } = ENTITIES[key].activity;
  const item = naming.item ?? (words.namedBy ? byField(words.noun, words.namedBy) : undefined);
  if (!item) throw new Error(`${key}: its activity words name no column (namedBy) and its server half no item`);
  const fields = Object.fromEntries(
    Object.entries(words.fields).filter((entry): entry is [string, string] => entry[1] !== NOT_LOGGED),
  );
  return { section: sectionOf(key), noun: words.noun, plural: words.plural, fields, item, ...naming };
}
