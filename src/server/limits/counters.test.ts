import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimits } from '../db/ops-schema';
import { openTestDatabase } from '../test-app';
import { countHit, forget, uncount, waitText } from './counters';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const at = (iso: string) => new Date(`2025-03-01T${iso}Z`);
const rowOf = async (key: string) => (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe('rate limit counters', () => {
  it('counts hits in a fixed window and starts a new one where it ended', async () => {
    const first = await countHit(database.db, ['w'], 60_000, at('10:00:00'));
    expect(first).toEqual([{ key: 'w', count: 1, resetAt: at('10:01:00') }]);
    expect((await countHit(database.db, ['w'], 60_000, at('10:00:30')))[0]).toMatchObject({
      count: 2,
      resetAt: at('10:01:00'),
    });
    expect((await countHit(database.db, ['w'], 60_000, at('10:01:00')))[0]).toMatchObject({
      count: 1,
      resetAt: at('10:02:00'),
    });
  });

  it('counts several keys in one hit, each once', async () => {
    const counts = await countHit(database.db, ['k2', 'k1', 'k2'], 60_000, at('10:00:00'));
    expect(counts.map((c) => [c.key, c.count]).sort()).toEqual([
      ['k1', 1],
      ['k2', 1],
    ]);
  });

  it('takes a hit back only from a live window, never below zero, and forgets keys', async () => {
    await countHit(database.db, ['u'], 60_000, at('10:00:00'));
    await uncount(database.db, 'u', at('10:00:10'));
    await uncount(database.db, 'u', at('10:00:10'));
    expect((await rowOf('u'))!.count).toBe(0);
    await countHit(database.db, ['u'], 60_000, at('10:00:20'));
    await uncount(database.db, 'u', at('10:01:00'));
    expect((await rowOf('u'))!.count).toBe(1);
    await forget(database.db, 'u');
    expect(await rowOf('u')).toBeUndefined();
  });

  it('deletes expired counters now and then, not at every hit', async () => {
    await countHit(database.db, ['old'], 1_000, at('11:00:00'));
    // That hit swept (the last sweep was an hour before); within a minute of it none runs again.
    await countHit(database.db, ['new'], 1_000, at('11:00:30'));
    expect(await rowOf('old')).toBeDefined();
    await countHit(database.db, ['new'], 1_000, at('11:01:01'));
    expect(await rowOf('old')).toBeUndefined();
    expect(await rowOf('new')).toBeDefined();
  });

  it('words a wait in whole minutes, rounded up', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(60_001)).toBe('2 minutes');
    expect(waitText(15 * 60_000)).toBe('15 minutes');
  });
});
