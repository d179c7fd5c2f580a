// 'Repeat weekly until' on POST /api/admin/events (ADR 035): one event each week at the same club time,
// in one write, answering the first; a last day that does not work is refused and creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, type Row } from '../../../tests/fixtures/content';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
let team: Row;

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/events', headers: { cookie }, payload });
const teamEvents = async () => (await t.app.inject({ url: `/api/events?team=${team.id}` })).json() as Row[];
const issuesOf = (res: { json(): unknown }) =>
  Object.fromEntries(
    (res.json() as { issues: { path: string; message: string }[] }).issues.map((i) => [i.path, i.message]),
  );

/** Wednesday training in Sydney, three weeks before daylight saving starts there (Sunday 6 October 2030). */
const training = (fields: Record<string, unknown> = {}) => ({
  teamId: team.id,
  kind: 'training',
  title: 'Team training',
  startsAt: '2030-09-25T18:00:00+10:00',
  endsAt: '2030-09-25T19:30:00+10:00',
  venue: 'Club training court, Boroko',
  notes: 'Bring water',
  ...fields,
});

beforeAll(async () => {
  // A zone with daylight saving: a weekly event keeps its club time, not its UTC time.
  ({ t, cookie } = await signedInTestApp({ CLUB_TIMEZONE: 'Australia/Sydney' }));
  team = (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: { cookie },
      payload: JSON_ENTITIES.teams.body,
    })
  ).json();
});
afterAll(() => t.close());

describe('repeat weekly until', () => {
  it('creates one event each week to the last day at the same club time, and answers the first', async () => {
    const res = await post(training({ repeatWeeklyUntil: '2030-10-16' }));
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json() as Row;
    expect(first).not.toHaveProperty('repeatWeeklyUntil');
    const events = await teamEvents();
    expect(events[0]).toEqual(first);
    expect(events.map((e) => [e.startsAt, e.endsAt])).toEqual([
      ['2030-09-25T08:00:00.000Z', '2030-09-25T09:30:00.000Z'],
      ['2030-10-02T08:00:00.000Z', '2030-10-02T09:30:00.000Z'],
      // 6 pm daylight time.
      ['2030-10-09T07:00:00.000Z', '2030-10-09T08:30:00.000Z'],
      ['2030-10-16T07:00:00.000Z', '2030-10-16T08:30:00.000Z'],
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(4);
    for (const event of events) {
      expect(event).toMatchObject({ kind: 'training', title: 'Team training', notes: 'Bring water', homeAway: null });
    }
    for (const event of events) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/events/${event.id}`,
        headers: { cookie },
      });
      expect(deleted.statusCode).toBe(204);
    }
  });

  it('makes up to 52 events, a year of weeks', async () => {
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const year = (await send('POST', '/api/admin/teams', { ...JSON_ENTITIES.teams.body, name: 'Seniors' })).json();
    const res = await post(training({ teamId: year.id, repeatWeeklyUntil: '2031-09-23' }));
    expect(res.statusCode, res.body).toBe(201);
    const events = (await t.app.inject({ url: `/api/events?team=${year.id}` })).json() as Row[];
    expect(events).toHaveLength(52);
    expect(events.at(-1)!.startsAt).toBe('2031-09-17T08:00:00.000Z');
    // Its events go with the team.
    expect((await send('DELETE', `/api/admin/teams/${year.id}`)).statusCode).toBe(204);
  });

  it.each([
    [{ repeatWeeklyUntil: '2030-09-25' }, 'It must repeat until a day after it starts'],
    [{ repeatWeeklyUntil: '2030-09-01' }, 'It must repeat until a day after it starts'],
    [{ repeatWeeklyUntil: '2031-09-24' }, 'It can repeat for 52 weeks at most: choose an earlier day'],
    [{ repeatWeeklyUntil: 'next week' }, 'Enter a day (2026-12-19), or leave it empty'],
    [{ repeatWeeklyUntil: '2030-02-30' }, 'Enter a day (2026-12-19), or leave it empty'],
    [{ repeatWeeklyUntil: 20301016 }, 'Enter a day (2026-12-19), or leave it empty'],
    [
      {
        kind: 'game',
        homeAway: 'home',
        startsAt: '2020-03-07T18:00:00+10:00',
        endsAt: '2020-03-07T20:00:00+10:00',
        scoreFor: 70,
        scoreAgainst: 61,
        repeatWeeklyUntil: '2020-04-30',
      },
      'A game with a result happens once',
    ],
  ])('refuses %j and creates nothing: %s', async (fields, message) => {
    const res = await post(training(fields));
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res).repeatWeeklyUntil).toBe(message);
    expect(await teamEvents()).toEqual([]);
  });

  it("keeps the event's own rules, and refuses an unknown team for every week without a server error", async () => {
    const ends = await post(training({ endsAt: '2030-09-25T17:00:00+10:00', repeatWeeklyUntil: '2030-10-16' }));
    expect(issuesOf(ends).endsAt).toBe('It must end after it starts');
    const unknown = await post(
      training({ teamId: '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c', repeatWeeklyUntil: '2030-10-16' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(await teamEvents()).toEqual([]);
  });

  it('treats an empty last day as no repeat', async () => {
    const res = await post(training({ repeatWeeklyUntil: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await teamEvents()).toHaveLength(1);
  });
});
