// Fixtures and results: the rules of an event, its times, and the public list's filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, type Row } from '../../../tests/fixtures/content';
import { signedInTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cookie: string;
let team: Row;
let otherTeam: Row;

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const list = async (query = '') => {
  const res = await t.app.inject({ url: `/api/events${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row[];
};
const titles = async (query = '') => (await list(query)).map((e) => e.title);
const issuesOf = (res: { json(): unknown }) =>
  Object.fromEntries(
    (res.json() as { issues: { path: string; message: string }[] }).issues.map((i) => [i.path, i.message]),
  );

/** A game in Port Moresby time (UTC+10). */
const game = (fields: Record<string, unknown> = {}) => ({
  teamId: team.id,
  kind: 'game',
  title: 'vs Lae Eagles',
  startsAt: '2030-11-28T18:30:00+10:00',
  endsAt: '2030-11-28T20:30:00+10:00',
  venue: 'Taurama Indoor Complex',
  homeAway: 'home',
  ...fields,
});
async function create(fields: Record<string, unknown> = {}): Promise<Row> {
  const res = await send('POST', '/api/admin/events', game(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp());
  team = (await send('POST', '/api/admin/teams', JSON_ENTITIES.teams.body)).json();
  otherTeam = (await send('POST', '/api/admin/teams', { ...JSON_ENTITIES.teams.body, name: 'U18 Girls' })).json();
});
afterAll(() => t.close());

describe('an event', () => {
  it('stores a Port Moresby evening game as its UTC instants and answers it whole', async () => {
    const created = await create({ notes: 'Bring the white jerseys' });
    expect(created).toMatchObject({
      teamId: team.id,
      kind: 'game',
      title: 'vs Lae Eagles',
      startsAt: '2030-11-28T08:30:00.000Z',
      endsAt: '2030-11-28T10:30:00.000Z',
      venue: 'Taurama Indoor Complex',
      homeAway: 'home',
      scoreFor: null,
      scoreAgainst: null,
      notes: 'Bring the white jerseys',
    });
    expect((await list()).find((e) => e.id === created.id)).toEqual(created);
    await send('DELETE', `/api/admin/events/${created.id}`);
  });

  it('names every missing field in the words staff read', async () => {
    const res = await send('POST', '/api/admin/events', {});
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)).toMatchObject({
      teamId: 'Choose a team',
      kind: 'Choose game, training or tournament',
      title: 'Title is required',
      startsAt: 'Enter the date and time it starts',
      endsAt: 'Enter the date and time it ends',
      venue: 'Venue is required',
    });
  });

  it.each([
    [{ homeAway: '' }, 'homeAway', 'Choose home or away'],
    [{ homeAway: 'neutral' }, 'homeAway', 'Choose home or away'],
    [{ kind: 'training', homeAway: 'away' }, 'homeAway', 'Only a game is home or away'],
    [{ endsAt: '2030-11-28T18:00:00+10:00' }, 'endsAt', 'It must end after it starts'],
    [{ startsAt: '28/11/2030 6:30pm' }, 'startsAt', 'Enter the date and time it starts'],
    [{ startsAt: '2030-11-28T18:30' }, 'startsAt', 'Enter the date and time it starts'],
    [{ scoreFor: 70 }, 'scoreAgainst', 'Enter both scores, or neither'],
    [{ scoreFor: 70, scoreAgainst: 65 }, 'scoreFor', 'A result can be entered once the game has started'],
    [
      {
        kind: 'training',
        homeAway: undefined,
        scoreFor: 1,
        scoreAgainst: 2,
        startsAt: '2020-01-01T10:00:00Z',
        endsAt: '2020-01-01T11:00:00Z',
      },
      'scoreFor',
      'Only a game has a result',
    ],
    [
      { scoreFor: 1000, scoreAgainst: 2, startsAt: '2020-01-01T10:00:00Z', endsAt: '2020-01-01T11:00:00Z' },
      'scoreFor',
      'Enter a whole number from 0 to 999',
    ],
    [
      { scoreFor: 1.5, scoreAgainst: 2, startsAt: '2020-01-01T10:00:00Z', endsAt: '2020-01-01T11:00:00Z' },
      'scoreFor',
      'Enter a whole number from 0 to 999',
    ],
    [{ teamId: 'not-a-team' }, 'teamId', 'Not the id of a team'],
  ])('refuses %j: %s says %s', async (fields, path, message) => {
    const res = await send('POST', '/api/admin/events', game(fields));
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res)[path]).toBe(message);
  });

  it('refuses a team that does not exist without a server error', async () => {
    const res = await send('POST', '/api/admin/events', game({ teamId: '5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c' }));
    expect(res.statusCode).toBe(400);
  });

  it('takes a result once the game has started, and an update replaces the event', async () => {
    const played = await create({ startsAt: '2020-03-07T18:00:00+10:00', endsAt: '2020-03-07T20:00:00+10:00' });
    const res = await send('PUT', `/api/admin/events/${played.id}`, {
      ...game({ startsAt: played.startsAt, endsAt: played.endsAt }),
      scoreFor: 72,
      scoreAgainst: 64,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ scoreFor: 72, scoreAgainst: 64, notes: null });
    expect((await send('DELETE', `/api/admin/events/${played.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/admin/events/${played.id}`)).statusCode).toBe(404);
  });

  it('needs a staff session to write', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/events'],
      ['PUT', '/api/admin/events/5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c'],
      ['DELETE', '/api/admin/events/5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'DELETE' ? undefined : game() });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the public list', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    // Created out of order: the list sorts by start.
    for (const fields of [
      { title: 'vs Madang Sharks', startsAt: '2030-12-05T18:00:00+10:00', endsAt: '2030-12-05T20:00:00+10:00' },
      {
        title: 'Skills session',
        kind: 'training',
        homeAway: null,
        startsAt: '2030-12-01T16:00:00+10:00',
        endsAt: '2030-12-01T17:30:00+10:00',
      },
      // Late on 1 December in Port Moresby, which is still 1 December in UTC only until 14:00 UTC.
      { title: 'vs Goroka Gold', startsAt: '2030-12-01T23:00:00+10:00', endsAt: '2030-12-02T00:30:00+10:00' },
      {
        title: 'Pacific Cup',
        kind: 'tournament',
        homeAway: null,
        teamId: otherTeam.id,
        startsAt: '2030-12-03T08:00:00+10:00',
        endsAt: '2030-12-04T18:00:00+10:00',
      },
    ]) {
      ids.push((await create(fields)).id);
    }
  });

  it('sorts by start, soonest first', async () => {
    expect(await titles()).toEqual(['Skills session', 'vs Goroka Gold', 'Pacific Cup', 'vs Madang Sharks']);
  });

  it('filters by team', async () => {
    expect(await titles(`?team=${otherTeam.id}`)).toEqual(['Pacific Cup']);
    expect(await titles('?team=5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c')).toEqual([]);
  });

  it('reads days in the club time zone: from its start, to its end', async () => {
    expect(await titles('?from=2030-12-01&to=2030-12-01')).toEqual(['Skills session', 'vs Goroka Gold']);
    expect(await titles('?from=2030-12-02')).toEqual(['Pacific Cup', 'vs Madang Sharks']);
    expect(await titles(`?to=2030-12-03&team=${team.id}`)).toEqual(['Skills session', 'vs Goroka Gold']);
  });

  it('reads instants with their offset, including an event starting at `to`', async () => {
    expect(await titles('?from=2030-12-01T13:00:00Z&to=2030-12-03T08:00:00%2B10:00')).toEqual([
      'vs Goroka Gold',
      'Pacific Cup',
    ]);
  });

  it('refuses parameters it cannot read', async () => {
    const res = await t.app.inject({ url: '/api/events?team=abc&from=tomorrow&to=2030-02-30' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesOf(res)).sort()).toEqual(['from', 'team', 'to']);
  });

  it("loses a team's events with the team", async () => {
    const res = await send('POST', '/api/admin/teams', { ...JSON_ENTITIES.teams.body, name: 'U12 Mixed' });
    const brief = res.json() as Row;
    await create({ teamId: brief.id, title: 'vs Port Moresby Pumas' });
    expect(await titles(`?team=${brief.id}`)).toEqual(['vs Port Moresby Pumas']);
    expect((await send('DELETE', `/api/admin/teams/${brief.id}`)).statusCode).toBe(204);
    expect(await titles(`?team=${brief.id}`)).toEqual([]);
    expect(await titles()).not.toContain('vs Port Moresby Pumas');
  });
});
