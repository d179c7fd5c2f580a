import { describe, expect, it } from 'vitest';
import type { EncodedBody } from './encoded-body';
import { chooseEncoding, entityTag, matchesIfNoneMatch } from './negotiation';

const body: EncodedBody = {
  raw: Buffer.from('raw'),
  br: Buffer.from('b'),
  gzip: Buffer.from('g'),
  hash: 'abc',
  effort: 'best',
};

describe('content negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate, identity', 'identity'],
    ['GZIP;Q=0.8', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('Accept-Encoding %j gets %s', (header, expected) => {
    expect(chooseEncoding(header, body)).toBe(expected);
  });

  it('falls back to what the body has', () => {
    expect(chooseEncoding('br', { ...body, br: null })).toBe('identity');
    expect(chooseEncoding('br, gzip;q=0.1', { ...body, br: null })).toBe('gzip');
  });

  it('tags each encoding as its own strong validator and matches If-None-Match lists, weak or not', () => {
    expect(entityTag(body, 'identity')).toBe('"abc"');
    expect(entityTag(body, 'br')).toBe('"abc-br"');
    // The same page compressed fast has other bytes: another tag, the uncompressed one the same.
    expect(entityTag({ ...body, effort: 'fast' }, 'br')).toBe('"abc-br-fast"');
    expect(entityTag({ ...body, effort: 'fast' }, 'identity')).toBe('"abc"');
    expect(matchesIfNoneMatch('"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
