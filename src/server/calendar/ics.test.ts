// The feeds parse with a maintained iCalendar parser (ical.js) and hold every event at its right UTC times.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, type Row } from '../../../tests/fixtures/content';
import { signedInTestApp, type TestApp } from '../test-app';
import { escapeText, foldLine } from './ics';

let t: TestApp;
let cookie: string;
let team: Row;
let other: Row;
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ PUBLIC_URL: 'https://pmbc.example' }));
  team = (await send('POST', '/api/admin/teams', JSON_ENTITIES.teams.body)).json();
  other = (await send('POST', '/api/admin/teams', { ...JSON_ENTITIES.teams.body, name: 'U18 Girls' })).json();
  const events = [
    {
      teamId: team.id,
      kind: 'game',
      // Commas, a semicolon and a long line: escaped and folded in the feed.
      title: 'vs Lae Eagles; Round 3, Pool A — the grand rematch of last season’s final at the Taurama Indoor Complex',
      startsAt: '2030-11-28T18:30:00+10:00',
      endsAt: '2030-11-28T20:30:00+10:00',
      venue: 'Taurama Indoor Complex, Port Moresby',
      homeAway: 'home',
      notes: 'Wear white.\nBring water.',
    },
    {
      teamId: team.id,
      kind: 'game',
      title: 'vs Goroka Gold',
      startsAt: '2020-03-07T18:00:00+10:00',
      endsAt: '2020-03-07T20:00:00+10:00',
      venue: 'Goroka Sports Hall',
      homeAway: 'away',
      scoreFor: 72,
      scoreAgainst: 64,
    },
    {
      teamId: other.id,
      kind: 'training',
      title: 'Skills session',
      startsAt: '2030-12-01T16:00:00+10:00',
      endsAt: '2030-12-01T17:30:00+10:00',
      venue: 'Court 2',
    },
  ];
  for (const event of events) expect((await send('POST', '/api/admin/events', event)).statusCode).toBe(201);
});
afterAll(() => t.close());

async function feed(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const component = new ICAL.Component(ICAL.parse(res.body));
  return { body: res.body, component, events: component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('the calendar feeds', () => {
  it('hold every event of the club with its UTC times, summary and place', async () => {
    const { component, events } = await feed('/calendar.ics');
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(3);
    const evening = events.find((e) => e.location === 'Taurama Indoor Complex, Port Moresby')!;
    // 6:30 pm in Port Moresby (UTC+10) is 08:30 UTC.
    expect(evening.startDate.toJSDate().toISOString()).toBe('2030-11-28T08:30:00.000Z');
    expect(evening.endDate.toJSDate().toISOString()).toBe('2030-11-28T10:30:00.000Z');
    expect(evening.startDate.zone.tzid).toBe('UTC');
    expect(evening.summary).toBe(
      'U16 Boys: vs Lae Eagles; Round 3, Pool A — the grand rematch of last season’s final at the Taurama Indoor Complex (Home)',
    );
    expect(evening.description).toBe('Game\nU16 Boys\nWear white.\nBring water.');
    const played = events.find((e) => e.location === 'Goroka Sports Hall')!;
    expect(played.summary).toBe('U16 Boys: vs Goroka Gold (Away) W 72-64');
    expect(events.find((e) => e.location === 'Court 2')!.summary).toBe('U18 Girls: Training: Skills session');
    for (const event of events) {
      expect(event.uid).toMatch(/^event-[0-9a-f-]{36}@pmbc\.example$/);
      expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    }
  });

  it("keep an event's UID across feeds and edits, so a moved game moves in the calendar", async () => {
    const before = (await feed('/calendar.ics')).events.find((e) => e.location === 'Court 2')!;
    const [row] = (await t.app.inject({ url: `/api/events?team=${other.id}` })).json() as Row[];
    const moved = { ...row, startsAt: '2030-12-02T16:00:00+10:00', endsAt: '2030-12-02T17:30:00+10:00' };
    for (const key of ['id', 'createdAt']) delete (moved as Record<string, unknown>)[key];
    expect((await send('PUT', `/api/admin/events/${row!.id}`, moved)).statusCode).toBe(200);
    const after = (await feed(`/calendar/${other.id}.ics`)).events;
    expect(after.map((e) => e.uid)).toEqual([before.uid]);
    expect(after[0]!.startDate.toJSDate().toISOString()).toBe('2030-12-02T06:00:00.000Z');
  });

  it("give one team's feed only that team's events, under the team's name", async () => {
    const { component, events } = await feed(`/calendar/${team.id}.ics`);
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('PMBC U16 Boys');
    expect(events.map((e) => e.location).sort()).toEqual([
      'Goroka Sports Hall',
      'Taurama Indoor Complex, Port Moresby',
    ]);
  });

  it('are well-formed text: CRLF lines of at most 75 octets', async () => {
    const { body } = await feed('/calendar.ics');
    expect(body.endsWith('\r\n')).toBe(true);
    const lines = body.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(body).not.toMatch(/[^\r]\n/);
  });

  it('answer 404 for a team that does not exist, and a file that is not a feed', async () => {
    for (const url of ['/calendar/5f0c5c3e-3f7a-4c1e-9a4b-2d6e8f1a0b3c.ics', '/calendar/nope.ics', '/calendar/x']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('iCalendar text', () => {
  it('escapes what TEXT values must', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(2);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});
