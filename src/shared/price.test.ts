import { describe, expect, it } from 'vitest';
import { normalisePrice, priceAmount, priceField } from './price';

describe('normalisePrice', () => {
  it.each([
    ['50', 'PGK 50.00'],
    ['50.00', 'PGK 50.00'],
    ['50.5', 'PGK 50.50'],
    ['K50', 'PGK 50.00'],
    ['k 50', 'PGK 50.00'],
    ['PGK 50', 'PGK 50.00'],
    ['pgk50.5', 'PGK 50.50'],
    [' PGK 85.00 ', 'PGK 85.00'],
    ['1,250', 'PGK 1250.00'],
    ['12,500.75', 'PGK 12500.75'],
    ['007', 'PGK 7.00'],
    ['0', 'PGK 0.00'],
  ])('reads %j as %j', (typed, stored) => {
    expect(normalisePrice(typed)).toBe(stored);
  });

  it.each(['fifty', '', ' ', '-5', 'K', '50.123', '1,25', '50,', '.5', '5e3', 'PGK From 20', 'USD 50', '50 K'])(
    'refuses %j',
    (typed) => {
      expect(normalisePrice(typed)).toBeNull();
    },
  );
});

describe('priceAmount', () => {
  it('strips the prefix for editing', () => {
    expect(priceAmount('PGK 85.00')).toBe('85.00');
    expect(priceAmount('12')).toBe('12');
  });
});

describe('priceField', () => {
  it('stores the normal form and words each refusal', () => {
    expect(priceField().parse('K50')).toBe('PGK 50.00');
    expect(priceField().safeParse('').error?.issues[0]?.message).toBe('Price is required');
    expect(priceField().safeParse('fifty').error?.issues[0]?.message).toBe(
      'Enter the price in kina as a number, e.g. 50 or 50.00',
    );
  });
});
