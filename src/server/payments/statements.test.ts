// A statement line's fingerprint: the same line of any import of the same statement gives the same one, a keyed hash
// with DATA_KEY (a database copy alone cannot test a guessed line against it), and while the key is rotated the
// previous key's too, so a statement imported before the change is still known.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StatementCredit } from './statement-csv';
import { fingerprintsOf } from './statements';

const credit: StatementCredit = {
  line: 2,
  date: '2026-12-05',
  description: 'TFR PMBC-7KX2QA MOREA',
  amountToea: 125_000,
  balanceToea: 1_125_000,
};

describe('a statement line’s fingerprint', () => {
  const oldKey = randomBytes(32).toString('base64');
  const newKey = randomBytes(32).toString('base64');

  it('is the same for the same line wherever it is in the file, and differs with any of its parts', () => {
    const [one] = fingerprintsOf({ DATA_KEY: oldKey }, credit, 1);
    expect(fingerprintsOf({ DATA_KEY: oldKey }, { ...credit, line: 9 }, 1)).toEqual([one]);
    for (const other of [
      { ...credit, date: '2026-12-06' },
      { ...credit, amountToea: 125_001 },
      { ...credit, description: 'TFR PMBC-7KX2QA MOREA M' },
      { ...credit, balanceToea: null },
    ]) {
      expect(fingerprintsOf({ DATA_KEY: oldKey }, other, 1)).not.toEqual([one]);
    }
    // Two equal lines of one file (no balance to tell them apart) stay two lines.
    expect(fingerprintsOf({ DATA_KEY: oldKey }, credit, 2)).not.toEqual([one]);
  });

  it('is keyed with DATA_KEY, and a sha256 without it', () => {
    const [keyed] = fingerprintsOf({ DATA_KEY: oldKey }, credit, 1);
    expect(keyed).toMatch(/^hmac:[0-9a-f]{64}$/);
    expect(fingerprintsOf({ DATA_KEY: newKey }, credit, 1)).not.toEqual([keyed]);
    expect(fingerprintsOf({}, credit, 1)).toEqual([expect.stringMatching(/^sha256:[0-9a-f]{64}$/)]);
  });

  it('is also made with the previous key while the key is rotated', () => {
    const [before] = fingerprintsOf({ DATA_KEY: oldKey }, credit, 1);
    const during = fingerprintsOf({ DATA_KEY: newKey, DATA_KEY_PREVIOUS: oldKey }, credit, 1);
    expect(during).toEqual([fingerprintsOf({ DATA_KEY: newKey }, credit, 1)[0], before]);
  });
});
