// The demo seed puts in every content entity's own demo rows (src/server/entities/demo/), each entity after those
// whose rows it names, so an entity added with its demo content shows on the demo site without touching the seed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pngFile } from '../../../tests/fixtures/content';
import { storeImage } from '../../server/media/images';
import { storageFor } from '../../server/start';
import { createTestApp, type TestApp, testClock } from '../../server/test-app';
import { ENTITIES, ENTITY_KEYS } from '../../shared/entities';
import { entityDemos, seedDemo, tablesWithContent } from './seed';

const clock = testClock('2026-11-24T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

it('orders the demos so that each comes after the entities whose rows it names', async () => {
  const order = (await entityDemos()).map(([key]) => key);
  expect(order.toSorted()).toEqual(ENTITY_KEYS.toSorted());
  for (const [key, demo] of await entityDemos()) {
    for (const earlier of demo.after ?? [])
      expect(order.indexOf(earlier), `${key} after ${earlier}`).toBeLessThan(order.indexOf(key));
  }
});

it("fills every entity's table, which seed:demo then finds not empty", async () => {
  expect(await tablesWithContent(t.database.db)).toEqual([]);
  const storage = storageFor(t.env, t.database);
  // One small picture for all: what is checked is the rows.
  const picture = await storeImage(storage, (await pngFile(64, 48)).data);
  const report = await seedDemo(t.database.db, storage, () => {}, {
    now: clock.now(),
    timeZone: t.env.CLUB_TIMEZONE,
    sealer: t.app.sealer,
    storePicture: async () => picture,
  });
  expect(report).toMatchObject({ teams: 5, players: 12, tours: 2, 'tour contributions': 7, 'news articles': 6 });
  expect(await tablesWithContent(t.database.db)).toEqual([
    ...ENTITY_KEYS.map((key) => ENTITIES[key].activity.plural),
    'tour contributions',
  ]);
});
