// The team the registration form suggests: staff type a team's age group as they like; the suggestion reads it.
import { describe, expect, it } from 'vitest';
import { teamAgeGroup, teamForBirth } from './team-suggestion';

describe('teamAgeGroup', () => {
  it.each([
    ['u14', 'u14'],
    ['U14', 'u14'],
    ['Under 14', 'u14'],
    ['U14 (Under 14)', 'u14'],
    ['under-10', 'u10'],
    ['U19 Competitive', 'u19'],
    ['Senior (19+)', 'senior'],
    ['Seniors', 'senior'],
    ['Open', 'senior'],
    ['U12', ''],
    ['Girls', ''],
  ])('reads %s as %s', (typed, group) => expect(teamAgeGroup(typed)).toBe(group));
});

describe('teamForBirth', () => {
  const teams = [
    { id: 'a', name: 'U10 Development', ageGroup: 'u10' },
    { id: 'b', name: 'U14 Development', ageGroup: 'u14' },
    { id: 'c', name: 'Senior Teams', ageGroup: 'senior' },
  ];
  const today = '2027-02-01';

  it("suggests the first team of the age group on the club's day, for a date as the form sends it", () => {
    expect(teamForBirth(teams, '2013-02-02', today)?.name).toBe('U14 Development'); // 13 until tomorrow
    expect(teamForBirth(teams, '15/03/2014', today)?.name).toBe('U14 Development'); // typed day first
    // Day first as the form's example: 1 March 2017 is 9 (U10), 3 January 2017 is 10 (U14).
    expect(teamForBirth(teams, '01/03/2017', today)?.name).toBe('U10 Development');
    expect(teamForBirth(teams, '03/01/2017', today)?.name).toBe('U14 Development');
    expect(teamForBirth(teams, '2018-01-01', today)?.name).toBe('U10 Development');
    expect(teamForBirth(teams, '2000-01-01', today)?.name).toBe('Senior Teams');
  });

  it('suggests nothing without a real day, for a day ahead, or when no team has the age group', () => {
    expect(teamForBirth(teams, '', today)).toBeNull();
    expect(teamForBirth(teams, '2013-02-30', today)).toBeNull();
    expect(teamForBirth(teams, '2027-05-01', today)).toBeNull();
    expect(teamForBirth(teams, '2013-02-01', today)).toBeNull(); // 14 today: U16, which the club has no team for
  });
});
