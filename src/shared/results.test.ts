import { describe, expect, it } from 'vitest';
import { resultOf } from './results';

describe('resultOf', () => {
  it('is won, lost or drawn from the club side, and nothing without both scores or for a non-game', () => {
    expect(resultOf({ kind: 'game', scoreFor: 78, scoreAgainst: 65 })).toMatchObject({ mark: 'W', word: 'Won' });
    expect(resultOf({ kind: 'game', scoreFor: 60, scoreAgainst: 61 })).toMatchObject({ mark: 'L', word: 'Lost' });
    expect(resultOf({ kind: 'game', scoreFor: 0, scoreAgainst: 0 })).toMatchObject({ mark: 'D', word: 'Drawn' });
    expect(resultOf({ kind: 'game', scoreFor: 10, scoreAgainst: null })).toBeNull();
    expect(resultOf({ kind: 'training', scoreFor: 1, scoreAgainst: 2 })).toBeNull();
  });
});
