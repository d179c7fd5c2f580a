import { describe, expect, it } from 'vitest';
import { scheduledInstant, todayDateInput, toPublishInputs } from './news-dates';

const ZONE = 'Pacific/Port_Moresby';

describe('news dates', () => {
  it('shows a stored date as the day it was chosen', () => {
    const stored = new Date('2024-05-01').toISOString();
    expect(toPublishInputs({ status: 'published', publishDate: stored }, ZONE)).toEqual({
      publishDate: '2024-05-01',
      publishTime: '',
    });
    expect(toPublishInputs({ status: 'draft', publishDate: stored }, ZONE).publishDate).toBe('2024-05-01');
  });

  it("shows a scheduled article's day and time in club time, and reads them back as the same instant", () => {
    const stored = '2026-11-29T21:00:00.000Z';
    expect(toPublishInputs({ status: 'scheduled', publishDate: stored }, ZONE)).toEqual({
      publishDate: '2026-11-30',
      publishTime: '07:00',
    });
    expect(scheduledInstant('2026-11-30', '07:00', ZONE)).toBe(stored);
    expect(scheduledInstant('2026-11-30', '', ZONE)).toBeNull();
  });

  it('gives today in the local calendar', () => {
    expect(todayDateInput(new Date(2024, 0, 9, 23, 30))).toBe('2024-01-09');
  });
});
