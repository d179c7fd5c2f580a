import { describe, expect, it } from 'vitest';
import {
  ageOf,
  ageOn,
  formatDateOfBirth,
  readDateOfBirth,
  readTypedBirthDate,
  toStoredDateOfBirth,
} from './date-of-birth';

describe('dates of birth', () => {
  it("read the stored month-day-year, a date input's day, and a day-first date only when it cannot be a month", () => {
    expect(readDateOfBirth('03-15-2013')).toBe('2013-03-15');
    expect(readDateOfBirth('2013-03-15')).toBe('2013-03-15');
    expect(readDateOfBirth('15-03-2013')).toBe('2013-03-15');
    expect(readDateOfBirth(' 3/5/2013 ')).toBe('2013-03-05');
    // Two readings: the stored form's month first wins.
    expect(readDateOfBirth('04-12-2007')).toBe('2007-04-12');
  });

  it('name no day when the numbers are no real day or the text is no date', () => {
    for (const text of ['02-30-2010', '13-13-2010', '2010-02-29', '03-15-10', 'around 2010', '', null]) {
      expect(readDateOfBirth(text)).toBeNull();
    }
  });

  it("as typed on the registration form, read day first like its example, or a date input's day", () => {
    expect(readTypedBirthDate('03/04/2014')).toBe('2014-04-03');
    expect(readTypedBirthDate('2014-04-03')).toBe('2014-04-03');
    expect(readTypedBirthDate('15/03/2014')).toBe('2014-03-15');
    expect(readTypedBirthDate(' 3.4.2014 ')).toBe('2014-04-03');
    // Only month first can make a day of it.
    expect(readTypedBirthDate('03/15/2014')).toBe('2014-03-15');
    for (const text of ['31/02/2014', '13/13/2014', '03/04/14', 'soon', '', null]) {
      expect(readTypedBirthDate(text)).toBeNull();
    }
  });

  it('are stored as month-day-year text and read day first with the month in words; other text as it is', () => {
    expect(toStoredDateOfBirth('2013-03-15')).toBe('03-15-2013');
    expect(formatDateOfBirth('03-15-2013')).toBe('15 March 2013');
    expect(formatDateOfBirth('05-30-2001')).toBe('30 May 2001');
    expect(formatDateOfBirth('around 2010')).toBe('around 2010');
  });

  it('give the age in whole years on the day, from the date of birth over a typed age', () => {
    expect(ageOn('2007-01-27', '2026-01-26')).toBe(18);
    expect(ageOn('2007-01-27', '2026-01-27')).toBe(19);
    // A 29 February birthday comes on 1 March in other years.
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOf({ age: 18, dateOfBirth: '01-27-2007' }, '2025-11-25')).toBe(18);
    expect(ageOf({ age: 18, dateOfBirth: '01-27-2009' }, '2025-11-25')).toBe(16);
    expect(ageOf({ age: 18, dateOfBirth: 'unknown' }, '2025-11-25')).toBe(18);
    expect(ageOf({ age: null, dateOfBirth: null }, '2025-11-25')).toBeNull();
  });
});
