// What the server adds to an entity's definition (ADR 056): the rules its writes are checked with (its table is in
// src/shared/entities/tables.ts), who may write it, how the activity log names one item when its title will not do,
// which rows and columns visitors see when the columns' classes are not enough, and what a write does besides
// (followers, a slug, fields worked out). The browser-safe half, with the columns' classes and words, is
// src/shared/entities/<entity>/definition.ts.
import type { z } from 'zod/v4';
import type { EntityKey } from '../../shared/entities';
import type { Clock } from '../../shared/schema';
import type { EntityNaming } from '../activity/entity-words';
import type { ContentConfig } from '../routes/content-routes';
import type { ViewRules } from '../services/public-view';

export type ServerEntity<Key extends EntityKey = EntityKey> = {
  key: Key;
  /** The schema create and update calls are checked with; its date checks read `clock` (the app's). */
  insert(clock: Clock): z.ZodType;
  /**
   * What its admin routes need (ADR 040); the content sections need `content` (Admin, Editor). A Coach's own teams'
   * rows: `teamScoped`.
   */
  access?: Pick<ContentConfig, 'permission' | 'deletePermission' | 'teamScoped'>;
  /** How the activity log names one item when quoting its `namedBy` column will not do (a child, a game). */
  naming?: EntityNaming;
  /** Which rows visitors see, and the rule for its 'when-allowed' columns. */
  publicView?: ViewRules;
} & Partial<
  Pick<
    ContentConfig,
    'onCreate' | 'assertReferences' | 'prepare' | 'listQuery' | 'createMany' | 'restoreClash' | 'followed'
  >
>;

/** The server's half of the entity `key` (src/shared/entities/<entity>/definition.ts is the other). */
export const defineServerEntity = <Key extends EntityKey>(
  key: Key,
  entity: Omit<ServerEntity<Key>, 'key'>,
): ServerEntity<Key> => ({ key, ...entity });

/** The schema of an entity whose checks do not read the date. */
export const fixed =
  (schema: z.ZodType) =>
  (_clock: Clock): z.ZodType =>
    schema;
