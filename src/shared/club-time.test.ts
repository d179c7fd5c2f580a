import { describe, expect, it } from 'vitest';
import {
  atClubMoment,
  clubToday,
  formatClubDay,
  formatClubDayTime,
  formatClubTime,
  formatDayInWords,
  formatMonthInWords,
  fromClubInput,
  isTimeZone,
  nextClubMidnight,
  toClubInput,
} from './club-time';

const PNG = 'Pacific/Port_Moresby';

describe('the club day', () => {
  it('is the calendar day in the club zone', () => {
    expect(clubToday(new Date('2026-03-01T13:59:59Z'), PNG)).toBe('2026-03-01');
    expect(clubToday(new Date('2026-03-01T14:00:00Z'), PNG)).toBe('2026-03-02');
    // The configured zone decides, daylight saving included: Sydney is UTC+11 on 1 March.
    expect(clubToday(new Date('2026-03-01T12:59:59Z'), 'Australia/Sydney')).toBe('2026-03-01');
    expect(clubToday(new Date('2026-03-01T13:00:00Z'), 'Australia/Sydney')).toBe('2026-03-02');
  });
  it('turns at the club midnight', () => {
    expect(nextClubMidnight(new Date('2026-03-01T13:59:59Z'), PNG).toISOString()).toBe('2026-03-01T14:00:00.000Z');
    expect(nextClubMidnight(new Date('2026-03-01T14:00:00Z'), PNG).toISOString()).toBe('2026-03-02T14:00:00.000Z');
    // Sydney leaves daylight saving on 5 April 2026: that night's midnight is at UTC+10.
    expect(nextClubMidnight(new Date('2026-04-05T01:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-04-05T14:00:00.000Z',
    );
  });
});

describe('club time', () => {
  it('reads a Port Moresby evening as the UTC instant ten hours earlier, and back', () => {
    expect(fromClubInput('2026-11-28T18:30', PNG)?.toISOString()).toBe('2026-11-28T08:30:00.000Z');
    expect(toClubInput('2026-11-28T08:30:00.000Z', PNG)).toBe('2026-11-28T18:30');
    // Past UTC midnight, the club's day is the next one.
    expect(toClubInput('2026-11-28T15:00:00Z', PNG)).toBe('2026-11-29T01:00');
  });

  it('follows a zone with daylight saving on either side of the change', () => {
    const sydney = 'Australia/Sydney';
    expect(fromClubInput('2026-07-01T18:00', sydney)?.toISOString()).toBe('2026-07-01T08:00:00.000Z'); // +10
    expect(fromClubInput('2026-12-01T18:00', sydney)?.toISOString()).toBe('2026-12-01T07:00:00.000Z'); // +11
    expect(toClubInput('2026-12-01T07:00:00Z', sydney)).toBe('2026-12-01T18:00');
  });

  it('refuses text that is not a date and time', () => {
    for (const text of [
      '',
      '2026-11-28',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-00-10T10:00',
      '2026-11-28T25:00',
      'tomorrow',
    ]) {
      expect(fromClubInput(text, PNG)).toBeNull();
    }
  });

  it('prints the day and time a parent reads', () => {
    expect(formatClubDay('2026-11-28T08:30:00Z', PNG)).toBe('Sat 28 Nov 2026');
    expect(formatClubTime('2026-11-28T08:30:00Z', PNG)).toBe('6:30 pm');
    expect(formatClubDayTime('2026-11-28T08:30:00Z', PNG)).toBe('Sat 28 Nov 2026, 6:30 pm');
    // Past UTC midnight the club's day is the next one; September is 'Sep' whatever the ICU version says.
    expect(formatClubDay('2026-09-05T15:00:00Z', PNG)).toBe('Sun 6 Sep 2026');
  });

  it('prints a calendar day with the month in words, day first', () => {
    expect(formatDayInWords('2025-03-05')).toBe('5 March 2025');
    // A publish date is the day's UTC midnight: the same day in any zone.
    expect(formatDayInWords('2024-05-01T00:00:00.000Z')).toBe('1 May 2024');
    expect(formatDayInWords('soon')).toBe('soon');
  });

  it('prints a month in words, as the sponsor report reads it', () => {
    expect(formatMonthInWords('2026-03')).toBe('March 2026');
    expect(formatMonthInWords('2026-12')).toBe('December 2026');
    expect(formatMonthInWords('2026-13')).toBe('2026-13');
  });

  it("says when something was typed or saved: the time on the club's day, with the day before it on another (ADR 045)", () => {
    const now = new Date('2026-11-27T05:00:00Z'); // 3 pm in Port Moresby
    expect(atClubMoment('2026-11-27T00:40:00.000Z', now, PNG)).toBe('at 10:40');
    expect(atClubMoment('2026-11-26T23:05:00.000Z', now, PNG)).toBe('at 09:05');
    // 23:05 UTC on the 26th is already the 27th in Port Moresby; 13:59 UTC on the 26th is not.
    expect(atClubMoment('2026-11-26T13:59:00.000Z', now, PNG)).toBe('on Thu 26 Nov 2026 at 23:59');
  });

  it('knows zone names', () => {
    expect(isTimeZone(PNG)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
