import { describe, expect, it } from 'vitest';
import { clubToday, toClubInput } from '../../../shared/club-time';
import { eventSchemaOn } from '../../../shared/schema';
import { demoSeason } from './events';

const PNG = 'Pacific/Port_Moresby';
const teamIds = new Map(
  ['u10', 'u14', 'u16', 'u19', 'senior'].map((key, i) => [key, `00000000-0000-4000-8000-00000000000${i}`]),
);

describe('the demo season', () => {
  const now = new Date('2026-11-24T02:00:00Z'); // Tuesday noon in Port Moresby
  const season = demoSeason(teamIds, { today: clubToday(now, PNG), now, timeZone: PNG });

  it('is valid input for the admin API', () => {
    const schema = eventSchemaOn({ now: () => now, timeZone: PNG });
    for (const event of season) expect(schema.safeParse(event).error).toBeUndefined();
  });

  it('has results behind and games ahead for every competitive team, and no scores for the youngest', () => {
    for (const key of ['u14', 'u16', 'u19', 'senior']) {
      const games = season.filter((e) => e.teamId === teamIds.get(key) && e.kind === 'game');
      const played = games.filter((e) => (e.startsAt as Date) < now);
      expect(played.length).toBe(4);
      // The seniors' last game waits for its result, so the portal shows one to enter.
      const scored = key === 'senior' ? played.slice(0, -1) : played;
      expect(scored.every((e) => e.scoreFor !== undefined && e.scoreAgainst !== undefined)).toBe(true);
      if (key === 'senior') expect(played.at(-1)!.scoreFor).toBeUndefined();
      expect(games.filter((e) => (e.startsAt as Date) > now).every((e) => e.scoreFor === undefined)).toBe(true);
    }
    expect(season.filter((e) => e.teamId === teamIds.get('u10') && e.kind === 'game')).toEqual([]);
    const marks = new Set(
      season.filter((e) => e.scoreFor !== undefined).map((e) => Math.sign(Number(e.scoreFor) - Number(e.scoreAgainst))),
    );
    expect(marks).toEqual(new Set([1, -1, 0]));
  });

  it('trains each team on three Wednesdays at the same club time', () => {
    const sessions = season.filter((e) => e.teamId === teamIds.get('u16') && e.kind === 'training');
    expect(sessions.map((e) => toClubInput(e.startsAt as Date, PNG))).toEqual([
      '2026-11-25T16:30',
      '2026-12-02T16:30',
      '2026-12-09T16:30',
    ]);
  });

  it('plays seniors on Saturday evenings in club time', () => {
    const senior = season.find((e) => e.teamId === teamIds.get('senior') && e.kind === 'game')!;
    expect(toClubInput(senior.startsAt as Date, PNG)).toMatch(/T18:30$/);
    expect(new Date(`${toClubInput(senior.startsAt as Date, PNG).slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(6);
  });
});
