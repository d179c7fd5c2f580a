import { describe, expect, it } from 'vitest';
import { chargeStatus, kinaText, makeReference, normaliseReference, REFERENCE_ALPHABET, referenceIn } from './payments';

const bytes =
  (...values: number[]) =>
  () =>
    Uint8Array.from(values);

describe('payment references', () => {
  it('are PMBC- and six characters of the alphabet, the last a check character', () => {
    const reference = makeReference(bytes(5, 20, 0, 30, 12));
    expect(reference).toMatch(new RegExp(`^PMBC-[${REFERENCE_ALPHABET}]{6}$`));
    expect(normaliseReference(reference)).toBe(reference);
    expect(normaliseReference(reference.toLowerCase().replace('-', ' '))).toBe(reference);
    expect(normaliseReference(reference.replace('-', ''))).toBe(reference);
  });

  it('catch every single mistyped character and every swap of two neighbours', () => {
    const reference = makeReference(bytes(3, 14, 15, 9, 26));
    const code = reference.slice(5);
    for (let i = 0; i < 6; i++) {
      for (const char of REFERENCE_ALPHABET) {
        if (char === code[i]) continue;
        const typo = `PMBC-${code.slice(0, i)}${char}${code.slice(i + 1)}`;
        expect(normaliseReference(typo), typo).toBeNull();
      }
      if (i < 5 && code[i] !== code[i + 1]) {
        const swapped = `PMBC-${code.slice(0, i)}${code[i + 1]}${code[i]}${code.slice(i + 2)}`;
        expect(normaliseReference(swapped), swapped).toBeNull();
      }
    }
    // Look-alikes are not in the alphabet at all.
    expect(normaliseReference('PMBC-0OIL1A')).toBeNull();
  });

  it('are found in a bank statement description, a mistyped one never', () => {
    const reference = makeReference(bytes(1, 2, 3, 4, 5));
    expect(referenceIn(`TFR FROM M MOREA ${reference} SEASON FEE`)).toBe(reference);
    expect(referenceIn(`IB TRANSFER ${reference.replace('-', '').toLowerCase()}`)).toBe(reference);
    const typo = `${reference.slice(0, 6)}${reference[6] === 'Z' ? 'Y' : 'Z'}${reference.slice(7)}`;
    expect(referenceIn(`TFR ${typo}`)).toBeNull();
    expect(referenceIn('SALARY JUNE')).toBeNull();
  });
});

describe('charges', () => {
  it('are open, part paid, paid or waived', () => {
    expect(chargeStatus(15000, 0, false)).toBe('open');
    expect(chargeStatus(15000, 5000, false)).toBe('part-paid');
    expect(chargeStatus(15000, 15000, false)).toBe('paid');
    expect(chargeStatus(15000, 0, true)).toBe('waived');
  });

  it('read in kina', () => {
    expect(kinaText(15000)).toBe('K150.00');
    expect(kinaText(123456)).toBe('K1,234.56');
  });
});
