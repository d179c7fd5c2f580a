// The fixtures page as the server renders it: upcoming and results at the club's time, the team filter
// as links, calendar links, and the landing page's "Next up" under each team; all fresh when a game ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_ENTITIES, type Row } from '../../../tests/fixtures/content';
import { signedInTestApp, type TestApp } from '../test-app';

let clock = new Date('2030-11-28T06:00:00Z'); // 4 pm in Port Moresby, before the evening game
let t: TestApp;
let cookie: string;
let boys: Row;
let girls: Row;

const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
async function page(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}
/** Text as a reader sees it: React's separators between text parts dropped, tags as spaces. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
/** The text of a page's section, from its heading to the section's end. */
const sectionOf = (html: string, heading: string) => {
  const start = html.indexOf(`>${heading}</h2>`);
  expect(start, heading).toBeGreaterThan(0);
  return textOf(html.slice(start, html.indexOf('</section>', start)));
};

beforeAll(async () => {
  ({ t, cookie } = await signedInTestApp({ PUBLIC_URL: 'https://pmbc.example' }, { now: () => clock }));
});
afterAll(() => t.close());

describe('the fixtures page', () => {
  it('says so when there is nothing yet', async () => {
    const html = await page('/fixtures');
    expect(html).toContain('FIXTURES &amp; RESULTS');
    expect(sectionOf(html, 'Upcoming')).toContain('No upcoming events.');
    expect(sectionOf(html, 'Results')).toContain('No results yet.');
  });

  it('shows what is ahead in club time, and results with their mark, for all teams or one', async () => {
    boys = (await send('POST', '/api/admin/teams', JSON_ENTITIES.teams.body)).json();
    girls = (await send('POST', '/api/admin/teams', { ...JSON_ENTITIES.teams.body, name: 'U18 Girls' })).json();
    const base = { kind: 'game', homeAway: 'home', venue: 'Taurama Indoor Complex' };
    for (const event of [
      {
        ...base,
        teamId: boys.id,
        title: 'vs Lae Eagles',
        startsAt: '2030-11-28T18:30:00+10:00',
        endsAt: '2030-11-28T20:30:00+10:00',
      },
      {
        ...base,
        teamId: girls.id,
        title: 'vs Madang Sharks',
        homeAway: 'away',
        venue: 'Madang Court',
        startsAt: '2030-12-05T10:00:00+10:00',
        endsAt: '2030-12-05T12:00:00+10:00',
      },
      {
        ...base,
        teamId: boys.id,
        title: 'vs Goroka Gold',
        startsAt: '2020-03-07T18:00:00+10:00',
        endsAt: '2020-03-07T20:00:00+10:00',
        scoreFor: 72,
        scoreAgainst: 64,
      },
      {
        ...base,
        teamId: girls.id,
        title: 'vs Hagen Hawks',
        startsAt: '2020-03-14T18:00:00+10:00',
        endsAt: '2020-03-14T20:00:00+10:00',
        scoreFor: 50,
        scoreAgainst: 61,
      },
      // Played, never scored: neither ahead nor a result.
      {
        ...base,
        teamId: boys.id,
        title: 'vs Kokopo Kings',
        startsAt: '2020-04-01T18:00:00+10:00',
        endsAt: '2020-04-01T20:00:00+10:00',
      },
    ]) {
      expect((await send('POST', '/api/admin/events', event)).statusCode).toBe(201);
    }

    const html = await page('/fixtures');
    const upcoming = sectionOf(html, 'Upcoming');
    expect(upcoming).toMatch(
      /Thu 28 Nov 2030 6:30 pm to 8:30 pm U16 Boys · Game · Home vs Lae Eagles Taurama Indoor Complex/,
    );
    expect(upcoming.indexOf('vs Lae Eagles')).toBeLessThan(upcoming.indexOf('vs Madang Sharks'));
    const results = sectionOf(html, 'Results');
    expect(results).toMatch(/vs Hagen Hawks .* L Lost 50–61 .* vs Goroka Gold .* W Won 72–64/);
    expect(html).not.toContain('vs Kokopo Kings');
    expect(html).toContain('href="webcal://pmbc.example/calendar.ics"');
    // The calendar box is under the filter, before the lists, with the https address to copy.
    expect(html.indexOf('Add to calendar')).toBeLessThan(html.indexOf('id="upcoming-heading"'));
    expect(html).toMatch(/<input id="calendar-address"[^>]* value="https:\/\/pmbc\.example\/calendar\.ics"/);

    const filtered = await page(`/fixtures?team=${girls.id}`);
    expect(sectionOf(filtered, 'Upcoming')).not.toContain('vs Lae Eagles');
    expect(sectionOf(filtered, 'Upcoming')).toContain('vs Madang Sharks');
    expect(sectionOf(filtered, 'Results')).not.toContain('vs Goroka Gold');
    expect(filtered).toContain(`href="webcal://pmbc.example/calendar/${girls.id}.ics"`);
    expect(filtered).toMatch(/aria-current="true"[^>]*>U18 Girls</);
    // A team that does not exist shows every team.
    expect(await page('/fixtures?team=nobody')).toContain('vs Lae Eagles');
  });

  it('describes upcoming games to search engines as SportsEvents', async () => {
    const html = await page('/fixtures');
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    expect(data.map((d) => d['@type'])).toEqual(['SportsEvent', 'SportsEvent']);
    expect(data[0]).toMatchObject({
      name: 'U16 Boys vs Lae Eagles',
      startDate: '2030-11-28T08:30:00.000Z',
      location: { name: 'Taurama Indoor Complex' },
      homeTeam: { name: 'Port Moresby Basketball Club U16 Boys' },
      awayTeam: { name: 'Lae Eagles' },
      url: `https://pmbc.example/fixtures?team=${boys.id}`,
    });
    expect(data[1]).toMatchObject({ homeTeam: { name: 'Madang Sharks' } });
  });

  it("puts each team's next event under its card on the landing page", async () => {
    const html = await page('/');
    expect(html).toContain('Next up');
    expect(html).toContain(`href="/fixtures?team=${boys.id}"`);
    expect(textOf(html)).toContain('Next up Thu 28 Nov 2030, 6:30 pm vs Lae Eagles (Home) at Taurama Indoor Complex');
  });

  it('moves a game out of Upcoming when it ends, with no write to clear the cache', async () => {
    clock = new Date('2030-11-28T09:00:00Z'); // under way: still upcoming
    expect(sectionOf(await page('/fixtures'), 'Upcoming')).toContain('vs Lae Eagles');
    clock = new Date('2030-11-28T10:31:00Z'); // over
    expect(sectionOf(await page('/fixtures'), 'Upcoming')).not.toContain('vs Lae Eagles');
    expect(textOf(await page('/'))).not.toContain('Thu 28 Nov 2030, 6:30 pm');
    expect(textOf(await page('/'))).toContain('Next up Thu 5 Dec 2030, 10:00 am vs Madang Sharks (Away)');
  });
});
