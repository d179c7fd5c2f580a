import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, HASH_OPTIONS, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and a fresh salt, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse')).toBe(true);
    expect(await verifyPassword(first, 'wrong horse')).toBe(false);
  });

  it('never accepts a missing or malformed stored hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(undefined, '')).toBe(false);
    expect(await verifyPassword('not-a-real-hash', 'not-a-real-hash')).toBe(false);
  });

  it('keeps the dummy hash on the same cost as real ones, so unknown names take as long', () => {
    const dummy = parseOptions(DUMMY_HASH);
    expect(dummy).toMatchObject(HASH_OPTIONS);
  });
});
