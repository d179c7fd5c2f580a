// Fills an empty database with the demo content, storing every picture through the real image pipeline: the site's
// settings, then each content entity's own demo rows (its server half's `demo`, src/server/entities/demo/), each
// entity after those whose rows it names.
import { availableParallelism } from 'node:os';
import { count } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { SERVER_ENTITIES } from '../../server/entities';
import type { DemoContext, EntityDemo } from '../../server/entities/demo/define';
import { rasterise } from '../../server/media/artwork';
import { storeImage } from '../../server/media/images';
import type { ImageStorage } from '../../server/media/storage';
import { createSealer, type Sealer } from '../../server/sealing/sealed';
import { clubToday } from '../../shared/club-time';
import { ENTITIES, ENTITY_KEYS, type EntityKey } from '../../shared/entities';
import { ENTITY_TABLES } from '../../shared/entities/tables';
import { contactInquiries, insertSettingsSchema, siteSettings, tourContributions } from '../../shared/schema';
import { DEMO_SETTINGS } from './settings';

/** What must be empty for the demo: every entity's table, and the enquiries and contributions that sit beside them. */
const contentTables = () => [
  ...ENTITY_KEYS.map((key) => ({ name: ENTITIES[key].activity.plural, table: ENTITY_TABLES[key] })),
  { name: 'contact inquiries', table: contactInquiries },
  { name: 'tour contributions', table: tourContributions },
];

/** Names of the tables that already hold rows; empty when the database has no content. */
export async function tablesWithContent(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const { name, table } of contentTables()) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) found.push(name);
  }
  return found;
}

export type SeedReport = Record<string, number>;

/**
 * The seed's clock and the club's zone: the demo season, the players' consent days and the tours are all placed
 * around this one instant and its club day, and every date check reads them (ADR 058). `sealer` seals the
 * supporters' names of the demo tours as the server would (the app's DATA_KEY); plain JSON without one.
 */
export type SeedOptions = {
  now: Date;
  timeZone: string;
  sealer?: Sealer;
  /**
   * Stores a picture drawn as SVG and answers its URL; by default each is rasterised and encoded through the image
   * pipeline, about half a second of a core each. A test that reads the pages, not the pictures, stores one for all.
   */
  storePicture?: (svg: string) => Promise<string>;
};

/** Every entity's demo, each after the entities whose rows it names and otherwise in the registry's order. */
export async function entityDemos(): Promise<[EntityKey, EntityDemo][]> {
  const demos = new Map(
    await Promise.all(ENTITY_KEYS.map(async (key) => [key, await SERVER_ENTITIES[key].demo()] as const)),
  );
  const ordered: [EntityKey, EntityDemo][] = [];
  const place = (key: EntityKey, path: readonly EntityKey[]) => {
    if (ordered.some(([placed]) => placed === key)) return;
    if (path.includes(key)) throw new Error(`Demos name each other in a circle: ${[...path, key].join(' -> ')}`);
    const demo = demos.get(key)!;
    for (const earlier of demo.after ?? []) place(earlier, [...path, key]);
    ordered.push([key, demo]);
  };
  for (const key of ENTITY_KEYS) place(key, []);
  return ordered;
}

export async function seedDemo(
  db: Db,
  storage: ImageStorage,
  log: (line: string) => void,
  { now, timeZone, sealer = createSealer({}), storePicture }: SeedOptions,
): Promise<SeedReport> {
  // One picture's encoding keeps about one core busy: as many at once as there are cores.
  const encoding = atMostAtOnce(availableParallelism());
  const picture = (svg: string) =>
    storePicture ? storePicture(svg) : encoding(async () => storeImage(storage, await rasterise(svg)));
  const report: SeedReport = {};

  const [settings] = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
  if (settings) await db.update(siteSettings).set(insertSettingsSchema.parse(DEMO_SETTINGS));
  log('  settings: contact details, social links, and registration open for 2027 Season');

  const ids = new Map<EntityKey, ReadonlyMap<string, string>>();
  for (const [key, demo] of await entityDemos()) {
    const context: DemoContext = {
      db,
      clock: { now: () => now, timeZone },
      today: clubToday(now, timeZone),
      picture,
      seal: (value) => sealer.seal(value),
      idsOf(entity) {
        const made = demo.after?.includes(entity) ? ids.get(entity) : undefined;
        if (!made) throw new Error(`The ${key} demo names ${entity} rows: list ${entity} in its \`after\``);
        return made;
      },
    };
    const { made, ids: madeIds } = await demo.seed(context);
    if (madeIds) ids.set(key, madeIds);
    for (const [what, n] of Object.entries(made)) {
      report[what] = n;
      log(`  ${what}: ${n}`);
    }
  }
  return report;
}

/**
 * Runs the tasks given to it, at most `concurrency` at a time, in the order given: a finished task hands its place
 * to the next one waiting.
 */
function atMostAtOnce(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < concurrency) running++;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
