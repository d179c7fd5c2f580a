// The team the registration form suggests: staff type a team's age group as they like; the suggestion reads it.
import { describe, expect, it } from 'vitest';
import { seasonAgeDay } from '../../../../shared/registration';
import { suggestionFor, suggestionText, teamAgeGroup } from './team-suggestion';

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

describe('suggestionFor', () => {
  const teams = [
    { id: 'a', name: 'U10 Development', ageGroup: 'u10' },
    { id: 'b', name: 'U14 Development', ageGroup: 'u14' },
    { id: 'c', name: 'Senior Teams', ageGroup: 'senior' },
  ];
  // Asked on the club's day for an age day: the same day, to read the ages as of today.
  const on = (typed: string, ageDay = '2027-02-01') =>
    suggestionFor(teams, typed, { today: '2027-02-01', ageDay })?.team?.name ?? null;

  it('suggests the first team of the age group on the age day, for a date as the form sends it', () => {
    expect(on('2013-02-02')).toBe('U14 Development'); // 13 until tomorrow
    expect(on('15/03/2014')).toBe('U14 Development'); // typed day first
    expect(on('2018-01-01')).toBe('U10 Development');
    expect(on('2000-01-01')).toBe('Senior Teams');
    // Day first as the form's example: 1 March 2017 is 9 (U10), 3 January 2017 is 10 (U14).
    expect(on('01/03/2017')).toBe('U10 Development');
    expect(on('03/01/2017')).toBe('U14 Development');
  });

  it("takes the age on the season's age day, not today's: 10 in December plays the season as 10", () => {
    const ageDay = seasonAgeDay({ season: '2027 Season', seasonCutoffDate: null }, '2027-02-01');
    expect(ageDay).toBe('2027-12-31');
    const suggestion = suggestionFor(teams, '2016-12-10', { today: '2027-02-01', ageDay });
    expect(suggestion).toEqual({ age: 11, team: teams[1] });
    expect(suggestionText(suggestion, ageDay)).toBe('Age on 31 Dec 2027: 11. Suggested for this age: U14 Development');
    // Site Settings' cut-off day, when set.
    expect(seasonAgeDay({ season: '2027 Season', seasonCutoffDate: '2027-03-01' }, '2027-02-01')).toBe('2027-03-01');
    expect(on('2017-03-10', '2027-03-01')).toBe('U10 Development');
    // No team for the age: the age is still said.
    expect(suggestionText(suggestionFor(teams, '2012-06-01', { today: '2027-02-01', ageDay }), ageDay)).toBe(
      'Age on 31 Dec 2027: 15',
    );
  });

  it('suggests nothing without a real day, or for a day ahead', () => {
    expect(on('')).toBeNull();
    expect(on('2013-02-30')).toBeNull();
    expect(on('2027-05-01')).toBeNull();
    expect(on('2013-02-01')).toBeNull(); // 14 today: U16, which the club has no team for
    expect(suggestionText(null, '2027-12-31')).toBe('');
  });
});
