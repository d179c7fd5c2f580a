// A follower's address at rest: sealed with DATA_KEY, found again by its key in any case, and both written again
// under a new key by rotate-key.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followers } from '../../shared/schema';
import { newFollowToken } from '../follow/links';
import { createTestApp, type TestApp } from '../test-app';
import { addressKey, openAddress, storedAddress } from './address';
import { resealFollowers } from './reseal';
import { createSealer } from './sealed';

const oldKey = randomBytes(32).toString('base64');
const newKey = randomBytes(32).toString('base64');
const tokens = () => ({
  confirmToken: newFollowToken(),
  manageToken: newFollowToken(),
  unsubscribeToken: newFollowToken(),
});

describe('a follower address', () => {
  it('is stored in its normal form without DATA_KEY, and found by it', () => {
    const sealer = createSealer({});
    const stored = storedAddress(sealer, {}, ' Mary.Morea@Example.com ');
    expect(stored.emailKey).toBe('mary.morea@example.com');
    expect(openAddress(sealer, stored.email)).toBe('mary.morea@example.com');
  });

  it('is sealed with DATA_KEY, and its key names no part of it', () => {
    const sealer = createSealer({ DATA_KEY: oldKey });
    const stored = storedAddress(sealer, { DATA_KEY: oldKey }, 'mary@example.com');
    expect(stored.email).toMatch(/^sealed:v1:/);
    expect(`${stored.email}${stored.emailKey}`).not.toMatch(/mary|example/i);
    expect(stored.emailKey).toBe(addressKey({ DATA_KEY: oldKey }, 'MARY@example.com'));
    expect(stored.emailKey).not.toBe(addressKey({ DATA_KEY: newKey }, 'mary@example.com'));
    expect(openAddress(sealer, stored.email)).toBe('mary@example.com');
  });
});

describe('rotate-key for followers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_KEY: oldKey });
  });
  afterAll(() => t.close());

  it('seals every address again with the new key and makes its key again', async () => {
    const before = storedAddress(t.app.sealer, { DATA_KEY: oldKey }, 'kila@example.com');
    await t.app.db.insert(followers).values({ ...before, ...tokens(), news: true });
    const rotated = createSealer({ DATA_KEY: newKey, DATA_KEY_PREVIOUS: oldKey });
    expect(await resealFollowers(t.app.db, rotated, { DATA_KEY: newKey })).toEqual({
      resealed: 1,
      total: 1,
      merged: 0,
    });
    expect(await resealFollowers(t.app.db, rotated, { DATA_KEY: newKey })).toEqual({
      resealed: 0,
      total: 1,
      merged: 0,
    });
    const [after] = await t.app.db.select().from(followers);
    expect(after!.emailKey).toBe(addressKey({ DATA_KEY: newKey }, 'Kila@example.com'));
    expect(openAddress(createSealer({ DATA_KEY: newKey }), after!.email)).toBe('kila@example.com');
    expect(() => openAddress(createSealer({ DATA_KEY: oldKey }), after!.email)).toThrow(/neither DATA_KEY/);
  });
});
