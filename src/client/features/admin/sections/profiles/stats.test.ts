import { describe, expect, it } from 'vitest';
import { profileStats } from './stats';

describe('profileStats', () => {
  const teams = [{ id: 't1' }, { id: 't2' }, { id: 't3' }];

  it('counts players, coaches and teams that have players', () => {
    const players = [
      { age: 12, teamId: 't1' },
      { age: 15, teamId: 't1' },
      { age: null, teamId: 't2' },
      { age: 14, teamId: null },
    ];
    expect(profileStats(players, 2, teams)).toEqual({
      totalPlayers: 4,
      totalCoaches: 2,
      averagePlayerAge: 14, // (12 + 15 + 14) / 3 = 13.67, rounded
      teamsWithPlayers: 2,
    });
  });

  it("says 'N/A' when no player has an age", () => {
    expect(profileStats([{ age: null, teamId: null }], 0, teams).averagePlayerAge).toBe('N/A');
    expect(profileStats([], 0, []).averagePlayerAge).toBe('N/A');
  });

  it('ignores players of teams that no longer exist', () => {
    expect(profileStats([{ age: 10, teamId: 'gone' }], 0, teams).teamsWithPlayers).toBe(0);
  });
});
