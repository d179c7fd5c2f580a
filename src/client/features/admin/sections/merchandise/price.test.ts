import { describe, expect, it } from 'vitest';
import { priceAmount, priceText } from './price';

describe('merchandise price', () => {
  it('adds the PGK prefix and two decimals to a number', () => {
    expect(priceText('85')).toBe('PGK 85.00');
    expect(priceText('85.5')).toBe('PGK 85.50');
    expect(priceText(' 10.00 ')).toBe('PGK 10.00');
  });

  it('does not double the prefix', () => {
    expect(priceText('PGK 85.00')).toBe('PGK 85.00');
    expect(priceText('pgk95')).toBe('PGK 95.00');
  });

  it('keeps text that is not a plain number', () => {
    expect(priceText('From 20')).toBe('PGK From 20');
  });

  it('strips the prefix for editing', () => {
    expect(priceAmount('PGK 85.00')).toBe('85.00');
    expect(priceAmount('12')).toBe('12');
  });
});
