// What an entity's demo content is (`npm run seed:demo`): its rows, with their pictures drawn on this machine, put
// in by the seed (src/cli/demo/seed.ts) in the order their references need. Each entity's server half loads its demo
// only when asked (`demo`), so a running server never reads the demo content, and no client code imports it.
import type { EntityKey } from '../../../shared/entities';
import type { Clock } from '../../../shared/schema';
import type { Db } from '../../db/client';

/** What a demo's rows are made with. */
export type DemoContext = {
  db: Db;
  /** The seed's clock and the club's zone: the demo is placed around this instant, and date checks read it. */
  clock: Clock;
  /** The club's day of `clock`. */
  today: string;
  /** Stores a picture drawn as SVG (../../media/artwork.ts) and answers its URL. */
  picture(svg: string): Promise<string>;
  /** Seals a private value as the server would (its DATA_KEY; plain JSON without one). */
  seal(value: unknown): string;
  /**
   * The rows an earlier demo made, by that demo's own key for each (a team's 'u16', a player's name). Only the
   * entities the demo names in `after` are there.
   */
  idsOf(entity: EntityKey): ReadonlyMap<string, string>;
};

/** What a demo made: how many rows of what, for the seed's report, and its rows' ids by key for the demos after it. */
export type DemoMade = { made: Record<string, number>; ids?: ReadonlyMap<string, string> };

export type EntityDemo = {
  /** The entities whose demo rows these rows name (idsOf): seeded first. */
  after?: readonly EntityKey[];
  /** Puts the demo rows in, each as a create through the API would have it (its insert schema's checks). */
  seed(context: DemoContext): Promise<DemoMade>;
};

/** Rows of an ordered list, numbered in the order they are written (`order` 1, 2, 3 ...). */
export const inListOrder = <T extends object>(rows: T[]): (T & { order: number })[] =>
  rows.map((row, i) => ({ ...row, order: i + 1 }));
