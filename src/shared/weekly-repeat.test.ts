import { describe, expect, it } from 'vitest';
import { toClubInput } from './club-time';
import { MAX_WEEKLY_EVENTS } from './constants';
import { weeklyCount, weeklyOccurrences, weeklyRepeatIssue } from './weekly-repeat';

const PNG = 'Pacific/Port_Moresby';
const SYDNEY = 'Australia/Sydney';
const at = (iso: string) => new Date(iso);
const iso = (occurrences: { startsAt: Date; endsAt: Date }[]) =>
  occurrences.map((o) => [o.startsAt.toISOString(), o.endsAt.toISOString()]);

describe('weekly repeats', () => {
  it('counts the weeks to the last club day, that day included', () => {
    // Wednesday 18:30 in Port Moresby is 08:30 UTC; a Wednesday evening after 14:00 UTC is Thursday there.
    const wednesday = at('2030-09-25T08:30:00Z');
    expect(weeklyCount(wednesday, '2030-10-16', PNG)).toBe(4);
    expect(weeklyCount(wednesday, '2030-10-22', PNG)).toBe(4);
    expect(weeklyCount(wednesday, '2030-09-24', PNG)).toBe(0);
    expect(weeklyCount(at('2030-09-25T15:00:00Z'), '2030-09-25', PNG)).toBe(0);
  });

  it('keeps the club time on both sides of a change to daylight saving', () => {
    // Sydney moves from +10 to +11 on Sunday 6 October 2030.
    const first = { startsAt: at('2030-09-25T18:00:00+10:00'), endsAt: at('2030-09-25T19:30:00+10:00') };
    const all = weeklyOccurrences(first, '2030-10-16', SYDNEY);
    expect(iso(all)).toEqual([
      ['2030-09-25T08:00:00.000Z', '2030-09-25T09:30:00.000Z'],
      ['2030-10-02T08:00:00.000Z', '2030-10-02T09:30:00.000Z'],
      ['2030-10-09T07:00:00.000Z', '2030-10-09T08:30:00.000Z'],
      ['2030-10-16T07:00:00.000Z', '2030-10-16T08:30:00.000Z'],
    ]);
    expect(all.map((o) => toClubInput(o.startsAt, SYDNEY).slice(11))).toEqual(['18:00', '18:00', '18:00', '18:00']);
    expect(all[0]).toBe(first);
  });

  it('keeps seconds, and an event whose start falls in a skipped hour keeps its length', () => {
    const first = { startsAt: at('2030-09-29T02:30:15+10:00'), endsAt: at('2030-09-29T03:10:15+10:00') };
    // 2:30 am on 6 October does not exist in Sydney: it reads as 3:30 am, past the end's 3:10 am.
    const [, second] = weeklyOccurrences(first, '2030-10-06', SYDNEY);
    expect(second!.startsAt.toISOString()).toBe('2030-10-05T16:30:15.000Z');
    expect(second!.endsAt.toISOString()).toBe('2030-10-05T17:10:15.000Z');
  });

  it('says why a last day does not work', () => {
    const start = at('2030-09-25T08:30:00Z');
    expect(weeklyRepeatIssue(start, '2030-09-25', PNG)).toBe('It must repeat until a day after it starts');
    expect(weeklyRepeatIssue(start, '2030-09-01', PNG)).toBe('It must repeat until a day after it starts');
    expect(weeklyRepeatIssue(start, '2030-09-26', PNG)).toBeNull();
    // The 52nd Wednesday is 17 September 2031; up to the Tuesday after it is still 52, the Wednesday after 53.
    expect(weeklyCount(start, '2031-09-17', PNG)).toBe(MAX_WEEKLY_EVENTS);
    expect(weeklyRepeatIssue(start, '2031-09-23', PNG)).toBeNull();
    expect(weeklyRepeatIssue(start, '2031-09-24', PNG)).toBe(
      `It can repeat for ${MAX_WEEKLY_EVENTS} weeks at most: choose an earlier day`,
    );
  });
});
