import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimits } from '../db/ops-schema';
import { openTestDatabase } from '../test-app';
import { createLoginThrottle } from './login-throttle';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** Each test counts from its own addresses, so the tests share one database without sharing counts. */
describe('login throttle', () => {
  it('refuses a username after too many failures from one address, until the window ends', async () => {
    let clock = Date.parse('2025-01-01T00:00:00Z');
    const now = () => new Date(clock);
    const throttle = createLoginThrottle(database.db, { perUser: 3, perAddress: 100, windowMs: 1000, now });
    for (let i = 0; i < 3; i++) expect(await throttle.attempt('1.1.1.1', 'coach')).toBe(0);
    expect(await throttle.attempt('1.1.1.1', 'coach')).toBe(1000);
    clock += 400;
    expect(await throttle.attempt('1.1.1.1', 'coach')).toBe(600);
    expect(await throttle.attempt('2.2.2.2', 'coach')).toBe(0);
    clock += 600;
    expect(await throttle.attempt('1.1.1.1', 'coach')).toBe(0);
  });

  it('takes a right attempt back and forgets the name’s failures', async () => {
    const throttle = createLoginThrottle(database.db, { perUser: 2, perAddress: 3 });
    expect(await throttle.attempt('3.3.3.3', 'coach')).toBe(0);
    await throttle.succeeded('3.3.3.3', 'coach');
    for (let i = 0; i < 2; i++) expect(await throttle.attempt('3.3.3.3', 'coach')).toBe(0);
    // Two failures and one success: the address has used two of its three.
    expect(await throttle.attempt('3.3.3.3', 'other')).toBe(0);
    expect(await throttle.attempt('3.3.3.3', 'another')).toBeGreaterThan(0);
  });

  it('limits one address trying many usernames', async () => {
    const throttle = createLoginThrottle(database.db, { perUser: 100, perAddress: 3 });
    for (const name of ['a', 'b', 'c']) expect(await throttle.attempt('4.4.4.4', name)).toBe(0);
    expect(await throttle.attempt('4.4.4.4', 'd')).toBeGreaterThan(0);
    expect(await throttle.attempt('4.4.4.5', 'd')).toBe(0);
  });

  it('counts every one of many attempts made at once', async () => {
    const throttle = createLoginThrottle(database.db, { perUser: 10, perAddress: 100 });
    const waits = await Promise.all(Array.from({ length: 25 }, () => throttle.attempt('5.5.5.5', 'coach')));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
  });

  it('takes a name of any length, and stores no usernames', async () => {
    const throttle = createLoginThrottle(database.db);
    expect(await throttle.attempt('6.6.6.6', 'x'.repeat(100_000))).toBe(0);
    const keys = (await database.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys.some((k) => k.includes('coach') || k.includes('xxx'))).toBe(false);
  });
});
