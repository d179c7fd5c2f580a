import { describe, expect, it } from 'vitest';
import { toDateInput, todayDateInput } from './news-dates';

describe('news dates', () => {
  it('shows a stored date as the day it was chosen', () => {
    const stored = new Date('2024-05-01').toISOString();
    expect(toDateInput(stored)).toBe('2024-05-01');
  });

  it('gives today in the local calendar', () => {
    expect(todayDateInput(new Date(2024, 0, 9, 23, 30))).toBe('2024-01-09');
  });
});
