// The demo season: four Saturdays of results behind, four of games ahead, weekly training and a tour
// tournament, all placed around the day the demo is seeded so the fixtures page always looks like a live season.
import { addDays, fromClubInput } from '../../../shared/club-time';
import { eventSchemaOn, events as eventsTable, type InsertEvent } from '../../../shared/schema';
import { weeklyOccurrences } from '../../../shared/weekly-repeat';
import type { EntityDemo } from './define';

const HOME = 'Taurama Indoor Complex, Port Moresby';
const TRAINING_COURT = 'Club training court, Boroko';
const OPPONENTS = [
  { team: 'Lae Eagles', away: 'Bumayong Courts, Lae' },
  { team: 'Goroka Gold', away: 'Goroka Sports Hall' },
  { team: 'Madang Sharks', away: 'Madang Town Courts' },
  { team: 'Hagen Hawks', away: 'Mount Hagen Stadium' },
  { team: 'Kokopo Kings', away: 'Kokopo Community Courts' },
];
/** Game time by team: the youngest play in the morning, seniors under the lights. */
const KICK_OFF: Record<string, string> = { u14: '10:00', u16: '13:00', u19: '15:00', senior: '18:30' };

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export type DemoSeason = { today: string; now: Date; timeZone: string };

/** Events for the demo teams (by key: u10, u14, ...), as the admin API would take them. */
export function demoSeason(teamIds: ReadonlyMap<string, string>, { today, now, timeZone }: DemoSeason): InsertEvent[] {
  const at = (day: string, time: string) => fromClubInput(`${day}T${time}`, timeZone)!;
  const hours = (start: Date, h: number) => new Date(start.getTime() + h * 60 * 60 * 1000);
  // The Saturday on or after today; games on the four before it are results.
  const saturday = addDays(today, (6 - weekday(today) + 7) % 7);
  const events: InsertEvent[] = [];
  let n = 0;

  for (const [key, time] of Object.entries(KICK_OFF)) {
    const teamId = teamIds.get(key);
    if (!teamId) continue;
    for (let week = -4; week < 4; week++) {
      const opponent = OPPONENTS[(n + week + 8) % OPPONENTS.length]!;
      const home = (week + n) % 2 === 0;
      const startsAt = at(addDays(saturday, week * 7), time);
      const played = hours(startsAt, 2) <= now;
      // Close games, mostly won, now and then lost or drawn.
      const scoreFor = 52 + ((n * 7 + week * 13 + 40) % 23);
      const scoreAgainst = scoreFor + [-9, -4, 3, -12, 0, -6, 5, -2][(n + week + 8) % 8]!;
      events.push({
        teamId,
        kind: 'game',
        title: `vs ${opponent.team}`,
        startsAt,
        endsAt: hours(startsAt, 2),
        venue: home ? HOME : opponent.away,
        homeAway: home ? 'home' : 'away',
        ...(played ? { scoreFor, scoreAgainst } : {}),
      });
    }
    n++;
  }
  // The seniors' last game is over and its result not in yet: the portal asks for it under 'Waiting for a result'.
  const waiting = events.filter((e) => e.teamId === teamIds.get('senior') && e.scoreFor !== undefined).at(-1);
  if (waiting) {
    delete waiting.scoreFor;
    delete waiting.scoreAgainst;
  }

  // Training for every team: Wednesdays after school for the next three weeks, as 'Repeat weekly until' makes it.
  const wednesday = addDays(today, (3 - weekday(today) + 7) % 7);
  for (const [i, key] of ['u10', 'u14', 'u16', 'u19', 'senior'].entries()) {
    const teamId = teamIds.get(key);
    if (!teamId) continue;
    const startsAt = at(wednesday, ['15:30', '16:30', '16:30', '17:30', '18:30'][i]!);
    for (const when of weeklyOccurrences(
      { startsAt, endsAt: hours(startsAt, 1.5) },
      addDays(wednesday, 14),
      timeZone,
    )) {
      events.push({
        teamId,
        kind: 'training',
        title: key === 'u10' ? 'Skills and games' : 'Team training',
        ...when,
        venue: TRAINING_COURT,
        notes: key === 'u10' ? 'Bring water and running shoes. Parents welcome to stay.' : undefined,
      });
    }
  }

  // The U16s' tour: three days at a regional youth tournament in five weeks.
  const u16 = teamIds.get('u16');
  if (u16) {
    const startsAt = at(addDays(saturday, 5 * 7 - 1), '09:00');
    events.push({
      teamId: u16,
      kind: 'tournament',
      title: 'Pacific Youth Cup',
      startsAt,
      endsAt: hours(startsAt, 2 * 24 + 9),
      venue: 'Vodafone Arena, Suva, Fiji',
      notes: 'Travel details go to families by email.',
    });
  }
  return events;
}

export const eventsDemo: EntityDemo = {
  after: ['teams'],
  async seed({ db, clock, today, idsOf }) {
    const season = demoSeason(idsOf('teams'), { today, now: clock.now(), timeZone: clock.timeZone });
    await db.insert(eventsTable).values(season.map((row) => eventSchemaOn(clock).parse(row)));
    return { made: { 'fixtures and results': season.length } };
  },
};
